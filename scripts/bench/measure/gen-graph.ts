/** gen-graph: Microsoft Graph v1.0 (20 MB of JSON), revforge against openapi-typescript (lib/graph.ts). */
import { graphMeasurement } from "../lib/graph.js";

export default graphMeasurement("gen-graph", "v1.0", 22);
