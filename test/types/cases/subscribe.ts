/**
 * 2023-10-15 replaced the subscribe payload's `channels: { email: ["MARKETING"] }` with
 * `subscriptions: { email: { marketing: { consent: "SUBSCRIBED" } } }`: code written for 2023-09-15 must stop
 * compiling when its import moves to 2023-10-15, and each revision must accept its own form.
 */
import * as rev20230915 from "@revforge/client/2023-09-15";
import * as rev20231015 from "@revforge/client/2023-10-15";

const key = { auth: { privateKey: "pk" } };
const c0915 = rev20230915.createClient(key);
const c1015 = rev20231015.createClient(key);
const list = { data: { type: "list", id: "LIST01" } } as const;

void rev20230915.subscribeProfiles(c0915, {
  body: {
    data: {
      type: "profile-subscription-bulk-create-job",
      attributes: {
        profiles: {
          data: [{ type: "profile", attributes: { email: "ada@example.com", channels: { email: ["MARKETING"] } } }],
        },
      },
      relationships: { list },
    },
  },
});

void rev20231015.subscribeProfiles(c1015, {
  body: {
    data: {
      type: "profile-subscription-bulk-create-job",
      attributes: {
        profiles: {
          data: [
            {
              type: "profile",
              attributes: {
                email: "ada@example.com",
                subscriptions: { email: { marketing: { consent: "SUBSCRIBED" } } },
              },
            },
          ],
        },
      },
      relationships: { list },
    },
  },
});

// The old form written inline against 2023-10-15.
void rev20231015.subscribeProfiles(c1015, {
  body: {
    data: {
      type: "profile-subscription-bulk-create-job",
      attributes: {
        profiles: {
          data: [
            {
              type: "profile",
              attributes: {
                email: "ada@example.com",
                // @ts-expect-error TS2353 `channels` is not a 2023-10-15 subscribe attribute
                channels: { email: ["MARKETING"] },
              },
            },
          ],
        },
      },
      relationships: { list },
    },
  },
});

// A payload typed for 2023-09-15, handed to 2023-10-15 after an upgrade of the import.
declare const old: rev20230915.SubscribeProfilesArgs;
void rev20230915.subscribeProfiles(c0915, old);
// @ts-expect-error TS2345 the 2023-09-15 payload lacks `subscriptions`
void rev20231015.subscribeProfiles(c1015, old);
