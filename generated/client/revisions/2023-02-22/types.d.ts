/* generated from specs/2023-02-22.yaml by revforge - do not edit */
export interface paths {
    "/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorize an app (user-facing)
         * @description The user, logged in to the service, grants or denies the app access to the account they are logged in to. All seven query parameters are required. Only owner, admin and manager users can grant. A new PKCE pair is made for every authorization URL. The result is a redirect to `redirect_uri` as described by the callback. Errors follow the OAuth 2.0 specification.
         */
        get: operations["oauth_authorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange an authorization code, or refresh an access token
         * @description `grant_type=authorization_code` exchanges the callback's code (with the code_verifier and the identical redirect_uri) for an access and a refresh token, and installs the app. `grant_type=refresh_token` issues a new access token and returns the same refresh token; earlier access tokens stay valid until they expire. At most 10 refresh calls per minute per refresh token. Every `invalid_grant` means the app has been uninstalled. JSON bodies are not accepted. Requests to the main web host instead of {base_url} fail with a 403 HTML page.
         */
        post: operations["oauth_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a refresh or access token (uninstall)
         * @description Revokes the given refresh token or access token (an expired access token counts as valid): every remaining token of the account's installed app is invalidated and the app is removed from the account's integration page.
         */
        post: operations["oauth_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Profiles
         * @description Filters by `updated` with greater-than and less-than (2023-03-07, 2023-05-30) and sorts by `updated` (2023-03-07). Returns subscription info (2023-03-07). Predictive analytics with additional-fields[profile] (2023-04-06).
         */
        get: operations["get_profiles"];
        put?: never;
        /**
         * Create Profile
         * @description A phone number is accepted as an identifier even when SMS is not set up for the account (2023-01-11); a successful call then also needs one other identifier: `email`, `external_id` or `anonymous_id`.
         */
        post: operations["create_profile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Profile */
        get: operations["get_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update Profile
         * @description A phone number is accepted as an identifier even when SMS is not set up for the account (2023-01-11); a successful call then also needs one other identifier: `email`, `external_id` or `anonymous_id`.
         */
        patch: operations["update_profile"];
        trace?: never;
    };
    "/api/profile-subscription-bulk-create-jobs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe Profiles
         * @description Subscribes up to 100 profiles to a list. Without a channel restriction, every channel for which an identifier is given is subscribed. No profile properties can be passed. Replaces the legacy Subscribe Profiles to List.
         */
        post: operations["subscribe_profiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile-unsubscription-bulk-create-jobs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unsubscribe Profiles
         * @description Unsubscribes up to 100 profiles. The list id is optional (2023-01-20). Replaces the legacy Unsubscribe Profiles From List, whose list id was in the URL path.
         */
        post: operations["unsubscribe_profiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile-suppression-bulk-create-jobs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suppress Profiles
         * @description Asynchronous; up to 100 profiles per call; JSON only. Replaces the legacy Exclude Profile From All Email.
         */
        post: operations["suppress_profiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile-unsuppression-bulk-create-jobs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsuppress Profiles */
        post: operations["unsuppress_profiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-privacy-deletion-jobs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request Profile Deletion
         * @description Requests the deletion of one profile, identified by `profile_id`, `email` or `phone_number`.
         */
        post: operations["request_profile_deletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Client Event
         * @description The client-side variant of Create Event, with the public key in `company_id`.
         */
        post: operations["create_client_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Client Subscription
         * @description One profile per call; can carry profile properties.
         */
        post: operations["create_client_subscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Events */
        get: operations["get_events"];
        put?: never;
        /**
         * Create Event
         * @description Server-side; private key or access token. The event appears under the metric named in the payload. Any value in a field named `service` is ignored. Replaces the legacy Track Profile Activity.
         */
        post: operations["create_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Event */
        get: operations["get_event"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Metrics */
        get: operations["get_metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Metric */
        get: operations["get_metric"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Lists */
        get: operations["get_lists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get List */
        get: operations["get_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/{list_id}/profiles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get List Profiles */
        get: operations["get_list_profiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/segments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Segments */
        get: operations["get_segments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/segments/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Segment */
        get: operations["get_segment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/segments/{segment_id}/profiles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Segment Profiles */
        get: operations["get_segment_profiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/{id}/relationships/profiles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get List Relationships Profiles */
        get: operations["get_list_relationships_profiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/segments/{id}/relationships/profiles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Segment Relationships Profiles */
        get: operations["get_segment_relationships_profiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flows/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Flows
         * @description Cursor-based pagination (since 2023-02-22): follow `links.next`, or pass its cursor in `page[cursor]`.
         */
        get: operations["get_flows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flows/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Flow */
        get: operations["get_flow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flow-messages/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Flow Message */
        get: operations["get_flow_message"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Campaigns */
        get: operations["get_campaigns"];
        put?: never;
        /** Create Campaign */
        post: operations["create_campaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Campaign */
        get: operations["get_campaign"];
        put?: never;
        post?: never;
        /** Delete Campaign */
        delete: operations["delete_campaign"];
        options?: never;
        head?: never;
        /** Update Campaign */
        patch: operations["update_campaign"];
        trace?: never;
    };
    "/api/campaign-messages/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Campaign Message */
        get: operations["get_campaign_message"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Templates */
        get: operations["get_templates"];
        put?: never;
        /** Create Template */
        post: operations["create_template"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Template */
        get: operations["get_template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template-render/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Template Render
         * @description Path since revision 2023-01-24 (before: `/api/templates/{id}/render/`).
         */
        post: operations["create_template_render"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template-clone/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Template Clone
         * @description Path since revision 2023-01-24 (before: `/api/templates/{id}/clone/`).
         */
        post: operations["create_template_clone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Tags */
        get: operations["get_tags"];
        put?: never;
        /**
         * Create Tag
         * @description Related object ids travel in `relationships`.
         */
        post: operations["create_tag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog-items/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Catalog Items */
        get: operations["get_catalog_items"];
        put?: never;
        /** Create Catalog Item */
        post: operations["create_catalog_item"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog-items/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Catalog Item */
        get: operations["get_catalog_item"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update Catalog Item */
        patch: operations["update_catalog_item"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ProfileAttributes: {
            email?: string;
            phone_number?: string;
            external_id?: string;
            anonymous_id?: string;
            _kx?: string;
            first_name?: string;
            last_name?: string;
            organization?: string;
            title?: string;
            image?: string;
            location?: components["schemas"]["location"];
            /** @description Custom key/value pairs. */
            properties?: {
                [key: string]: unknown;
            };
        };
        ProfileCreateDocument: {
            data: {
                /** @enum {string} */
                type: "profile";
                attributes: components["schemas"]["ProfileAttributes"];
            };
        };
        /** @description The profile fields of an update. Passing null into a field clears it (from revision 2023-02-22). */
        ProfileUpdateAttributes: {
            email?: string | null;
            phone_number?: string | null;
            external_id?: string | null;
            anonymous_id?: string | null;
            _kx?: string | null;
            first_name?: string | null;
            last_name?: string | null;
            organization?: string | null;
            title?: string | null;
            image?: string | null;
            location?: components["schemas"]["location"] | null;
            /** @description Custom key/value pairs. */
            properties?: {
                [key: string]: unknown;
            } | null;
        };
        ProfileUpdateDocument: {
            data: {
                /** @enum {string} */
                type: "profile";
                /** @description The profile id. */
                id: string;
                attributes: components["schemas"]["ProfileUpdateAttributes"];
            };
        };
        /** @description The profile fields as returned, with the optional content of this revision. */
        ProfileResponseAttributes: components["schemas"]["ProfileAttributes"] & {
            /** @description Subscription info, returned by Get Profiles (2023-03-07). */
            subscriptions?: {
                email?: {
                    marketing?: {
                        /** Format: date-time */
                        timestamp?: string;
                        suppressions?: Record<string, unknown>[];
                    };
                };
                sms?: {
                    marketing?: {
                        /** Format: date-time */
                        timestamp?: string;
                    };
                };
            };
            /** @description Predictive analytics (for example customer lifetime value); shape not shown. */
            predictive_analytics?: Record<string, unknown>;
        };
        /** @description A profile as returned. The document shows no response body; its attributes are the profile fields. */
        ProfileResource: {
            /** @enum {string} */
            type: "profile";
            id: string;
            attributes?: components["schemas"]["ProfileResponseAttributes"];
            links?: components["schemas"]["Links"];
        };
        ProfileDocument: {
            data?: components["schemas"]["ProfileResource"];
        };
        ProfileCollectionDocument: {
            data?: components["schemas"]["ProfileResource"][];
            links?: components["schemas"]["Links"];
        };
        /** @description Identifies one profile by email or phone number. */
        ProfileIdentifiers: {
            email?: string;
            phone_number?: string;
        };
        /** @description One profile to subscribe, by email or phone number. */
        SubscribeProfile: {
            email?: string;
            phone_number?: string;
            /** @description Names the profile to subscribe (2023-02-07). */
            profile_id?: string;
            /** @description Restricts which channels and message types are subscribed (2023-02-07). Without it, every channel for which an identifier is given is subscribed. */
            channels?: {
                email?: "MARKETING"[];
                sms?: "MARKETING"[];
            };
        };
        SubscribeJobDocument: {
            data: {
                /** @enum {string} */
                type: "profile-subscription-bulk-create-job";
                attributes: {
                    list_id: string;
                    profiles: components["schemas"]["SubscribeProfile"][];
                };
            };
        };
        UnsubscribeJobDocument: {
            data: {
                /** @description The resource type of this job; the document does not show it for this revision. */
                type: string;
                attributes: {
                    /** @description Optional (2023-01-20). */
                    list_id?: string;
                    profiles: components["schemas"]["ProfileIdentifiers"][];
                };
            };
        };
        SuppressJobDocument: {
            data: {
                /** @enum {string} */
                type: "profile-suppression-bulk-create-job";
                attributes: {
                    profiles: {
                        data: {
                            /** @enum {string} */
                            type: "profile";
                            attributes: {
                                email: string;
                            };
                        }[];
                    };
                };
            };
        };
        /** @description One profile per call; the list id travels in `attributes` before 2023-07-15. */
        ClientSubscriptionDocument: {
            data: {
                /** @description The resource type; not shown in the document. */
                type: string;
                attributes: {
                    list_id?: string;
                    email?: string;
                    phone_number?: string;
                    /** @description Profile properties. */
                    properties?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        /** @description Before 2023-07-15 the profile is identified by attributes of the job. */
        ProfileDeletionJobDocument: {
            data: {
                /** @description The resource type; not shown in the document. */
                type: string;
                /** @description One of profile_id, email or phone_number. */
                attributes: {
                    profile_id?: string;
                    email?: string;
                    phone_number?: string;
                };
            };
        };
        /** @description Event properties. Until 2024-02-15 they may carry the legacy `$attribution` field. */
        EventProperties: {
            /** @description Legacy attribution data (removed in 2024-02-15; use `include=attributions`). */
            $attribution?: Record<string, unknown>;
        } & {
            [key: string]: unknown;
        };
        EventCreateDocument: {
            data: {
                /** @enum {string} */
                type: "event";
                /** @description Which of these fields are required is not shown in the document. */
                attributes: {
                    profile?: components["schemas"]["ProfileAttributes"];
                    metric?: {
                        name?: string;
                    };
                    properties?: components["schemas"]["EventProperties"];
                    value?: number;
                    /** Format: date-time */
                    time?: string;
                    unique_id?: string;
                };
            };
        };
        /** @description An event as returned; the document shows no response body beyond its related ids and properties. */
        EventResource: {
            /** @enum {string} */
            type: "event";
            id: string;
            attributes?: {
                metric_id?: string;
                profile_id?: string;
                properties?: components["schemas"]["EventProperties"];
            };
        };
        EventDocument: {
            data?: components["schemas"]["EventResource"];
        };
        EventCollectionDocument: {
            data?: components["schemas"]["EventResource"][];
            links?: components["schemas"]["Links"];
        };
        TemplateResource: {
            type: string;
            id: string;
            attributes?: {
                /** @description Removed from Get Template(s) in 2023-07-15. */
                company_id?: string;
            };
        };
        TemplateDocument: {
            data?: components["schemas"]["TemplateResource"];
        };
        TemplateCollectionDocument: {
            data?: components["schemas"]["TemplateResource"][];
            links?: components["schemas"]["Links"];
        };
        /** @description A tag. Related object ids travel in `relationships`; the other fields are not shown. */
        TagCreateDocument: {
            data: {
                type: string;
                attributes?: Record<string, unknown>;
                relationships?: {
                    [key: string]: components["schemas"]["Relationship"];
                };
            };
        };
        /** @description A catalog item. Only the optional `price` (2023-02-14) is shown in the document. */
        CatalogItemDocument: {
            data: {
                type: string;
                id?: string;
                attributes?: {
                    price?: number;
                };
            };
        };
        /** @description One error. The document lists id, status, code, title, detail and source for every item; `source` is only shown with a pointer (`/data/` for not_authenticated), so it is not required here. */
        ApiError: {
            /** Format: uuid */
            id: string;
            /** @description The HTTP status. */
            status: number;
            code: string;
            title: string;
            detail: string;
            source?: {
                pointer: string;
            };
        };
        /** @description The error body of the revisioned API, an object with an `errors` array. */
        ApiErrorDocument: {
            errors: components["schemas"]["ApiError"][];
        };
        AuthorizationCodeGrant: {
            /** @constant */
            grant_type: "authorization_code";
            /** @description The authorization code from the callback. */
            code: string;
            /** @description The plain verifier used to create the code_challenge. */
            code_verifier: string;
            /**
             * Format: uri
             * @description Identical to the one in the authorization request; a mismatch fails the request.
             */
            redirect_uri: string;
        };
        /** @description JSON:API links; `next` is the next page of a cursor-paginated collection. */
        Links: {
            self?: string;
            first?: string;
            last?: string;
            prev?: string | null;
            next?: string | null;
        };
        OAuthError: {
            /** @description The OAuth error code: `invalid_grant`, `invalid_request`, `unsupported_grant_type` (also seen as `invalid_grant_type`), `invalid_client` or `rate_limit_exceeded` on these endpoints. */
            error: string;
            error_description?: string;
        };
        RefreshTokenGrant: {
            /** @constant */
            grant_type: "refresh_token";
            /** @description A valid refresh token (512 characters). */
            refresh_token: string;
        };
        /** @description A relationship; `data` is a resource identifier or an array of them. */
        Relationship: {
            data?: components["schemas"]["ResourceIdentifier"] | components["schemas"]["ResourceIdentifier"][] | null;
            links?: components["schemas"]["Links"];
        };
        ResourceIdentifier: {
            type: string;
            id: string;
        };
        ResourceObject: {
            type: string;
            id?: string;
            attributes?: Record<string, unknown>;
            relationships?: {
                [key: string]: components["schemas"]["Relationship"];
            };
            links?: components["schemas"]["Links"];
        };
        RevokeRequest: {
            /** @enum {string} */
            token_type_hint: "refresh_token" | "access_token";
            token: string;
        };
        RevokeResponse: {
            /** @constant */
            success: "True";
            error: unknown[];
        };
        TokenResponse: {
            /** @description The bearer credential for API calls. */
            access_token: string;
            /** @enum {string} */
            token_type: "bearer";
            /** @description Lifetime of the access token in seconds (currently 1 hour; may change, rely on this value). */
            expires_in: number;
            /** @description On refresh, the same refresh token that was sent. */
            refresh_token: string;
            /** @description The scopes the access token covers. */
            scope: string;
        };
        /** @description A JSON:API document whose shape the service document does not show. */
        UnspecifiedDocument: {
            data?: components["schemas"]["ResourceObject"] | components["schemas"]["ResourceObject"][];
            included?: components["schemas"]["ResourceObject"][];
            links?: components["schemas"]["Links"];
            meta?: Record<string, unknown>;
        };
        location: {
            address1?: string;
            address2?: string;
            city?: string;
            country?: string;
            region?: string;
            zip?: string;
            timezone?: string;
            ip?: string;
        };
    };
    responses: {
        /** @description A client error with the API error object. 401 `authentication_failed`: the access token does not exist, is expired or is revoked (refresh it). 401 `not_authenticated`: the Authorization header is malformed (missing Bearer prefix, missing or extra characters). 404: the `revision` header does not match a documented revision. A key of the wrong account, or a missing or invalid key, is an error. Other codes and bodies are not shown. */
        ClientError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorDocument"];
            };
        };
        /** @description A server error. Its body is the API error object where there is one; the document shows no other 5xx. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorDocument"];
            };
        };
        /** @description The OAuth service is temporarily unavailable. The document shows no body. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description A JSON:API document. Its shape is not shown in the service document. */
        Unspecified: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnspecifiedDocument"];
            };
        };
        /** @description Success. The document shows neither the status code nor the body. */
        Success: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnspecifiedDocument"];
            };
        };
        /** @description A profile. */
        Profile: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProfileDocument"];
            };
        };
        /** @description A page of profiles. */
        ProfileCollection: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProfileCollectionDocument"];
            };
        };
        /** @description An event. */
        Event: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["EventDocument"];
            };
        };
        /** @description A page of events. */
        EventCollection: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["EventCollectionDocument"];
            };
        };
        /** @description A template. */
        Template: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TemplateDocument"];
            };
        };
        /** @description A page of templates. */
        TemplateCollection: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TemplateCollectionDocument"];
            };
        };
        /** @description The request went to the main web host instead of {base_url}. */
        WrongHost: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
    };
    parameters: {
        /** @description The API revision this document describes. An unrecognised revision gives 404. */
        revision: "2023-02-22";
        id: string;
        list_id: string;
        segment_id: string;
        /** @description The cursor of the page to get, as found in `links.next` of the previous page. */
        page_cursor: string;
        /** @description Filter expressions `operator(field,value)`, comma-joined: `greater-than(updated,2023-03-01T00:00:00Z)`. */
        filter_profiles: string;
        /** @description The field to sort by (2023-03-07). */
        sort_profiles: "updated";
        /** @description Optional extra response content (predictive analytics, 2023-04-06), comma-joined. */
        additional_fields_profile: "predictive_analytics"[];
        /** @description Filter expressions `operator(field,value)`, comma-joined; events filter by `metric_id` and `profile_id` (2023-03-28). */
        filter_events: string;
    };
    requestBodies: {
        /** @description A JSON:API document. Its shape is not shown in the service document. */
        Unspecified: {
            content: {
                "application/json": components["schemas"]["UnspecifiedDocument"];
            };
        };
        ProfileCreate: {
            content: {
                "application/json": components["schemas"]["ProfileCreateDocument"];
            };
        };
        ProfileUpdate: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateDocument"];
            };
        };
        TagCreate: {
            content: {
                "application/json": components["schemas"]["TagCreateDocument"];
            };
        };
        CatalogItem: {
            content: {
                "application/json": components["schemas"]["CatalogItemDocument"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    oauth_authorize: {
        parameters: {
            query: {
                client_id: string;
                response_type: "code";
                /** @description Must exactly match one of the app's allowlisted redirect URLs. */
                redirect_uri: string;
                /** @description Space-separated scope values, shown to the user as the requested permissions. Requested scopes that are not part of the app are ignored. */
                scope: string;
                /** @description Returned unchanged in the callback. */
                state: string;
                code_challenge_method: "S256";
                /** @description The unpadded base64url encoding of the SHA-256 digest of the code_verifier (43 characters). */
                code_challenge: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user is not an owner, admin or manager of the account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The OAuth service is temporarily unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Redirect to `redirect_uri` with the callback query parameters: `code` and `state` when the user authorized; `error=access_denied`, `error_description` and `state` when the user denied. */
            "3XX": {
                headers: {
                    /** @description The redirect_uri with the callback parameters (`AuthorizationCallback`). */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    oauth_token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AuthorizationCodeGrant"] | components["schemas"]["RefreshTokenGrant"];
            };
        };
        responses: {
            /** @description The token response. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description `invalid_grant` (the refresh token is revoked, unknown, unused for 90 days, or wrong: treat it as an uninstall), `invalid_request` (refresh_token missing from the body) or `unsupported_grant_type` (grant_type missing or wrong, or the body not form-encoded; a troubleshooting list also calls this `invalid_grant_type`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Basic client authentication is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            403: components["responses"]["WrongHost"];
            /** @description More than 10 refresh calls in one minute for this refresh token. Existing tokens stay valid. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description The OAuth service is temporarily unavailable. No body. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The code_verifier fails the pattern or does not match the code_challenge: `Invalid "code_verifier"`. The document gives this body text but not its exact status within 4xx nor its structure. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    oauth_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RevokeRequest"];
            };
        };
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokeResponse"];
                };
            };
            /** @description `invalid_client` (Basic client authentication missing or wrong) or `invalid_request` (the body is not form-encoded, or `token` is missing). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            403: components["responses"]["WrongHost"];
            /** @description The OAuth service is temporarily unavailable. No body. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    get_profiles: {
        parameters: {
            query?: {
                /** @description Filter expressions `operator(field,value)`, comma-joined: `greater-than(updated,2023-03-01T00:00:00Z)`. */
                filter?: components["parameters"]["filter_profiles"];
                /** @description The field to sort by (2023-03-07). */
                sort?: components["parameters"]["sort_profiles"];
                /** @description Optional extra response content (predictive analytics, 2023-04-06), comma-joined. */
                "additional-fields[profile]"?: components["parameters"]["additional_fields_profile"];
            };
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProfileCollection"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    create_profile: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProfileCreate"];
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Profile"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_profile: {
        parameters: {
            query?: {
                /** @description Optional extra response content (predictive analytics, 2023-04-06), comma-joined. */
                "additional-fields[profile]"?: components["parameters"]["additional_fields_profile"];
            };
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Profile"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    update_profile: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProfileUpdate"];
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Profile"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    subscribe_profiles: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeJobDocument"];
            };
        };
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Success"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    unsubscribe_profiles: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnsubscribeJobDocument"];
            };
        };
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Success"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    suppress_profiles: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuppressJobDocument"];
            };
        };
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Success"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    unsuppress_profiles: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Unspecified"];
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Success"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    request_profile_deletion: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileDeletionJobDocument"];
            };
        };
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Success"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    create_client_event: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventCreateDocument"];
            };
        };
        responses: {
            "2XX": components["responses"]["Success"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    create_client_subscription: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientSubscriptionDocument"];
            };
        };
        responses: {
            "2XX": components["responses"]["Success"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_events: {
        parameters: {
            query?: {
                /** @description Filter expressions `operator(field,value)`, comma-joined; events filter by `metric_id` and `profile_id` (2023-03-28). */
                filter?: components["parameters"]["filter_events"];
            };
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EventCollection"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    create_event: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventCreateDocument"];
            };
        };
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Success"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_event: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Event"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_metrics: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_metric: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_lists: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_list: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_list_profiles: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                list_id: components["parameters"]["list_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProfileCollection"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_segments: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_segment: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_segment_profiles: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                segment_id: components["parameters"]["segment_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProfileCollection"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_list_relationships_profiles: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_segment_relationships_profiles: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_flows: {
        parameters: {
            query?: {
                /** @description The cursor of the page to get, as found in `links.next` of the previous page. */
                "page[cursor]"?: components["parameters"]["page_cursor"];
            };
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_flow: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_flow_message: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_campaigns: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    create_campaign: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Unspecified"];
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Unspecified"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_campaign: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    delete_campaign: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Success"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    update_campaign: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Unspecified"];
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Unspecified"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_campaign_message: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_templates: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TemplateCollection"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    create_template: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Unspecified"];
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Unspecified"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_template: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Template"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    create_template_render: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Unspecified"];
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Unspecified"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    create_template_clone: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Unspecified"];
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Unspecified"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_tags: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    create_tag: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TagCreate"];
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Unspecified"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_catalog_items: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    create_catalog_item: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CatalogItem"];
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Unspecified"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    get_catalog_item: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Unspecified"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    update_catalog_item: {
        parameters: {
            query?: never;
            header: {
                /** @description The API revision this document describes. An unrecognised revision gives 404. */
                revision: components["parameters"]["revision"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CatalogItem"];
        responses: {
            503: components["responses"]["ServiceUnavailable"];
            "2XX": components["responses"]["Unspecified"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
}
