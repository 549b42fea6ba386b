/** gen-graph-beta: Microsoft Graph beta (47 MB of JSON), revforge against openapi-typescript (lib/graph.ts). */
import { graphMeasurement } from "../lib/graph.js";

export default graphMeasurement("gen-graph-beta", "beta", 23);
