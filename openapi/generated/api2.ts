/**
 * Generated from openapi/api2.yaml by openapi/scripts/generate.mjs (openapi-typescript).
 * Do not edit by hand: change api2.yaml and run `pnpm contract:gen`.
 */

export interface paths {
    "/api2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with user name and password
         * @description Password sign-in for customers (scope `ServiceProvider.Customer`) and partners
         *     (scope `ServiceProvider.Partner`; this is the partner password login the spec leaves to the caller).
         *     The `Authorization` header is `Basic base64(username:password)`.
         */
        post: operations["postToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new token pair
         * @description The `Authorization: Bearer ...` header carries the refresh token (not the access token); there is no body.
         *     Refresh tokens rotate on every use; a reused refresh token revokes its family and answers 401.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/Token/impersonate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch to another organisation of the user
         * @description Answers a new token pair scoped to the organisation `customerId`, which must be one of the user's ImpersonationOptions (403 otherwise).
         */
        post: operations["impersonate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer user */
        get: operations["getCustomerUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in partner user
         * @description For a partner user `Customer` is null, `ImpersonationOptions` empty, and `PartnerCompany` is the
         *     user's partner company. `PartnerCompany: null` is the spec's no-company-on-user case.
         */
        get: operations["getPartnerUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/app/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Portal options for the selection page */
        get: operations["getPortalOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/Report/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service provider's logo */
        get: operations["getLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/machines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All machines of the current organisation */
        get: operations["getMachines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/machines/filtered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the machine list
         * @description Paged machine list (30 per page). A page shorter than ItemsPerPage is the last one.
         */
        get: operations["getMachinesFiltered"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/jobs/openCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open jobs count of the organisation
         * @description The history badge shows ActivePartJobsCount + ActiveOtherJobsCount.
         */
        get: operations["getOpenJobsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error answer. */
        Error: {
            /** @description Human-readable text shown to the user. */
            Message: string;
        };
        /**
         * Format: binary
         * @description Raw file content.
         */
        Binary: string;
        TokenRequest: {
            /** @enum {string} */
            grant_type: "client_credentials";
            /**
             * @description Which portal to sign in to.
             * @enum {string}
             */
            scope: "ServiceProvider.Customer" | "ServiceProvider.Partner";
        };
        /** @description A token pair. The portal keeps it in local storage. */
        Token: {
            /** @description Signed JWT, sent as `Authorization: Bearer ...`. */
            access_token: string;
            /** @description Opaque refresh token for POST /api2/token/refresh. */
            refresh_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /**
             * Format: int32
             * @description Lifetime of the access token in seconds.
             */
            expires_in: number;
        };
        /** @description An organisation (customer) by id, name and organisation number. */
        OrganisationRef: {
            /** Format: int32 */
            Id: number;
            Name: string;
            OrganisationNumber: string | null;
        };
        CustomerGroup: {
            Name: string;
            /** @description Relative path of the group image (GET /api2/resource/?relativePath=). */
            Image: string | null;
        };
        /** @description The current organisation of a customer user. */
        UserCustomer: {
            /** Format: int32 */
            Id: number;
            Name: string;
            OrganisationNumber: string | null;
            /** @description The parent organisation, if any. */
            Parent: components["schemas"]["OrganisationRef"] | null;
            CustomerGroup: components["schemas"]["CustomerGroup"] | null;
            DeliveryAdressStreet: string | null;
            DeliveryAdressZip: string | null;
            DeliveryAdressCity: string | null;
            DeliveryAdressCountry: string | null;
        };
        /** @description The service provider of the customer (or of the partner company). */
        Provider: {
            CompanyName: string;
            Email: string | null;
            Telephone: string | null;
        };
        /**
         * @description The signed-in user. Every key is always sent. For a customer user `PartnerCompany` is null;
         *     for a partner user `Customer` is null, `ImpersonationOptions` is empty and `PartnerCompany`
         *     is the partner company (null when the account has none: the no-company-on-user case).
         */
        UserInfo: {
            Name: string;
            Email: string;
            /**
             * Format: int32
             * @description 4 Moderator, 6 User (customer users).
             */
            UserTypeId: number;
            Customer: components["schemas"]["UserCustomer"] | null;
            /** @description Organisations the user can switch to (POST /api2/Token/impersonate). */
            ImpersonationOptions: components["schemas"]["OrganisationRef"][];
            Provider: components["schemas"]["Provider"];
            /** @description Whether prices are shown (line price, machine total, cart total, lifetime cost). */
            ShowPrices: boolean;
            /** @description ISO 4217 code, e.g. NOK. */
            Currency: string | null;
            PartnerCompany: components["schemas"]["PartnerCompany"] | null;
        };
        PartnerCompany: {
            CompanyName: string;
            OrganisationNumber: string | null;
            InvoiceEmailAddress: string | null;
            AddressStreet: string | null;
            AddressPostalCode: string | null;
            AddressCity: string | null;
            ManagerName: string | null;
            ManagerEmail: string | null;
            ManagerPhone: string | null;
            /**
             * Format: int32
             * @description Warehouse used for the partner article search; null hides the search.
             */
            LookupPartsFromWarehouseId: number | null;
        };
        PortalOptions: {
            /** @description Show the customer portal tile. */
            CustomerPortal: boolean;
            /** @description When set, the customer tile links to this external address instead of /customer. */
            CustomerPortalRedirect: string | null;
            /** @description Show the technician app tile. */
            Technician: boolean;
            /** @description Pipe-separated store links: first Apple, second Google (`apple-url|google-url`). */
            TechnicianAppUrls: string | null;
            CustomerApp: boolean;
            /** @description Pipe-separated store links: first Apple, second Google. */
            CustomerAppUrls: string | null;
            WelcomeText: string | null;
            PrivacyText: string | null;
            PrivacyUrl: string | null;
            PortalName: string | null;
        };
        MachineListItem: {
            /** Format: int32 */
            Id: number;
            SupplierName: string | null;
            MachineType: string | null;
            ParentMachineModelName: string | null;
            /** @description Relative path of the model image (GET /api2/resource/?relativePath=). */
            ModelImage: string | null;
            /** Format: int32 */
            MachineModelId: number | null;
            /**
             * Format: int32
             * @description Open service orders on the machine.
             */
            ActiveServiceJobs: number;
            /**
             * Format: int32
             * @description Open part orders on the machine.
             */
            ActivePartsJobs: number;
            /** @description Lifetime service cost. */
            TotalServiceAmount: number;
            /** @description Lifetime parts cost. */
            TotalPartsAmount: number;
            DisplayName: string | null;
        };
        MachineListPage: {
            Items: components["schemas"]["MachineListItem"][];
            /** Format: int32 */
            Page: number;
            /** Format: int32 */
            ItemsPerPage: number;
            /** Format: int32 */
            TotalCount: number;
        };
        OpenJobsCount: {
            /** Format: int32 */
            ActivePartJobsCount: number;
            /** Format: int32 */
            ActiveOtherJobsCount: number;
        };
    };
    responses: {
        /** @description The request is invalid; nothing was changed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid token (the client refreshes once, then logs out). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller may not reach this record (another organisation, company or job). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The record is not in a state that allows this. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other error; the client shows Message (or Unknown error). */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description 1-based page number. */
        Page: number;
        /** @description Page size of the machine list. */
        MachineItemsPerPage: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new access token and a new refresh token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    impersonate: {
        parameters: {
            query: {
                /** @description Id of the organisation to switch to. */
                customerId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A token for the chosen organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getCustomerUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User info of the signed-in customer user and the current organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getPartnerUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User info of the signed-in partner user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getPortalOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Which tiles the portal selection page shows, and its texts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalOptions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["Binary"];
                    "image/svg+xml": components["schemas"]["Binary"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getMachines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every machine of the organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachineListItem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getMachinesFiltered: {
        parameters: {
            query?: {
                /** @description Page size of the machine list. */
                ItemsPerPage?: components["parameters"]["MachineItemsPerPage"];
                /** @description 1-based page number. */
                Page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requested page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachineListPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getOpenJobsCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open part-order jobs and open other jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenJobsCount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
}
