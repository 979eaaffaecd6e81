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
         * Sign in (password or client credentials) or refresh (refresh_token grant)
         * @description The OAuth 2.0 token endpoint (RFC 6749). The form body's `grant_type` picks one of three
         *     requests (see `TokenRequest`):
         *
         *     - `grant_type=client_credentials` and the portal's `scope`, with the user name and password as
         *       the client credentials: either the `Authorization` header `Basic base64(username:password)`
         *       (the e-mail address and password; this is how the portal signs in) or `client_id` and `client_secret`
         *       in the form body (§2.3.1), never both.
         *     - `grant_type=password` with `username`, `password` and `scope` in the form body (§4.3); no
         *       `Authorization` header.
         *     - `grant_type=refresh_token` with `refresh_token` in the form body (§6); no `Authorization`
         *       header. Exactly POST /api2/token/refresh: the refresh token rotates, a reused one revokes its
         *       family and answers 401, and the sign-in session's lifetimes apply.
         *
         *     The scope names the portal: customers sign in with `ServiceProvider.Customer`, partners with
         *     `ServiceProvider.Partner` (this is the partner password login the spec leaves to the caller).
         *     Credentials both in the header and in the body, an `Authorization` header with the password or
         *     refresh_token grant, or a malformed body answer 400; an unknown `grant_type` answers 400 too
         *     (OAuth's `unsupported_grant_type`, as `{ "Message": "..." }`).
         *     A wrong user name or password answers 401 with a Message. The answer
         *     and its time are the same whether or not the account exists. The right password of an account that
         *     belongs to the other portal (a customer account with the partner scope, or the reverse) answers 403
         *     with a Message naming the portal it cannot sign in to.
         *
         *     Guessing is throttled the same way whichever way the credentials come (the budgets are kept in
         *     the database, so every instance shares them):
         *     after 10 failed sign-ins in a row an account is refused for a while that grows with every further
         *     failure (never for good; a success resets it), and one client address has a budget of failed
         *     sign-ins across all accounts. A refused attempt answers 429 with `Retry-After` (seconds) and a
         *     Message naming the wait; the password is not checked.
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
         *     A sign-in session ends 30 days after the sign-in however often it is refreshed, and after 14 days
         *     without a refresh: then the refresh answers 401 and the user signs in again.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/token/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out (end the session)
         * @description Logout. The refresh token comes either in the `Authorization: Bearer ...` header (no body; how the
         *     portal signs out) or as `token` in a form body (RFC 7009; then an `Authorization` header is
         *     ignored, whatever it carries, so a client that sends its access token with every call still
         *     signs out the right session). Ends the
         *     sign-in session the token belongs to: every refresh token of its family stops working, and so do
         *     the session's access tokens, on every instance within seconds. Answers 200 with `Success: true`
         *     also for a token that is unknown, expired or already revoked (signing out twice is not an error);
         *     neither a header nor a body answers 401.
         */
        post: operations["revokeToken"];
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
         * @description Answers a new token pair scoped to the organisation `customerId`, which must be the user's own
         *     organisation or one of its ImpersonationOptions (403 otherwise). No body.
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
        /**
         * The signed-in customer user
         * @description For a customer user `PartnerCompany` is null. A partner token answers 403.
         */
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
         * @description For a partner user `Customer` is null, `ImpersonationOptions` is empty, and `PartnerCompany` is the
         *     user's partner company. `PartnerCompany: null` is the spec's no-company-on-user case (the portal shows
         *     the no-company-on-user page). A customer token answers 403.
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
    "/api2/partner/authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in with a job's short code
         * @description The /c/{code} link. Answers a token that reaches only the job with this code (matched
         *     case-insensitively, spaces at either end ignored). A code no job has, or the code of a job
         *     without a partner company, answers 404 with a Message the portal shows beside a link to the
         *     partner portal.
         *     Job codes are random (12 characters of an unambiguous alphabet, about 60 bits). Wrong codes count
         *     against one budget per client address shared with the offline-report download (both are code
         *     guesses); a client over it answers 429 with `Retry-After` (seconds), whatever the code.
         */
        get: operations["partnerCodeLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/Accounts/ValidateOtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a one-time code
         * @description Checks the one-time code sent by RecoverPassword without using it up; the one-time-code check of
         *     spec §3 `{ email, code }` travels as this query. A wrong or expired code answers 200 with
         *     `Success: false` (the portal shows Invalid code); a malformed query answers 400.
         */
        get: operations["validateOtp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/Accounts/RecoverPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a one-time code by e-mail
         * @description Sends a 6-character one-time code to the account's e-mail address. The answer, and the time it
         *     takes, are the same whether or not the account exists, so the call cannot be used to probe
         *     accounts (the e-mail is sent after answering). Requests are limited per e-mail address and per
         *     client address; over a limit the call answers 429 with `Retry-After` (seconds).
         */
        post: operations["recoverPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/Accounts/ChangePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a one-time code
         * @description Uses up the one-time code and sets the new password (at least 8 characters, one capital letter,
         *     one digit, one special character, not on the list of commonly breached passwords). A wrong code or
         *     a weak password answers 400 with a Message. A new password ends every session of the account,
         *     and their access tokens stop working within seconds.
         */
        post: operations["changePassword"];
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
        /**
         * Portal options for the selection page
         * @description Which tiles the portal selection page shows (customer portal, service provider, technician,
         *     customer app) with their links, and the portal's name, welcome and privacy texts: the texts in
         *     the request's language where the setting holds them in it (`Accept-Language`), otherwise as
         *     stored. Every key is always sent; a server without portal options configured answers the
         *     customer portal tile only (`CustomerPortal: true`, the other flags false, the texts and links null).
         */
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
        /**
         * The service provider's logo
         * @description The logo shown on the login card, the sidebar and the service report; 404 when none is configured.
         */
        get: operations["getLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/resource/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file by relative path
         * @description Images (model images, customer group images, part drawings, article images) and documents
         *     (manuals, forms, the service report PDF) by the relative path the other answers carry.
         *     Anonymous access is allowed for images of machine models, articles and customer groups, and
         *     for the resource files of a supplier or machine-model folder when at least one public machine
         *     has that supplier or model (the files `GET /api2/public/machine/{qr}/resources` lists; served
         *     with `cache-control: public`). Every other file (documents, service reports, a machine's or a
         *     job's resource files, job attachments, the supplier and model files of models without a public
         *     machine) needs a bearer token of a user who may see it (401 without a token, 403 for another
         *     organisation). A path that leaves the file store (`..`, absolute) answers 400.
         */
        get: operations["getResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/files/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived link that opens a stored file in a browser tab
         * @description Signs a link to one stored file (a document, service report, resource file or job attachment, by the
         *     relative path the other answers carry) that a browser can open on its own: in a new tab, by a middle
         *     click, as a copied address. The caller must be allowed to read the file exactly as for
         *     `GET /api2/resource/` (403 for another organisation or job, 404 when no record refers to the path);
         *     the check is made here, when signing. The link carries no session token, only a signed statement of
         *     which file, for whom and until when (`ExpiresAt`, a few minutes ahead); its last segment is the
         *     file's real name, so the tab and the saved file are named after it. Without a token only the files
         *     `GET /api2/resource/` serves anonymously are signed (a public machine's supplier and model files);
         *     anything else answers 401.
         */
        post: operations["createFileLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/files/signed/{token}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored file through a signed link
         * @description The address `POST /api2/files/link` answers. No bearer token: the signed `token` is the credential,
         *     for one file and a few minutes. The file is streamed with its content type,
         *     `Content-Disposition` naming it (`inline` for PDF, images but SVG, and plain text; otherwise
         *     `attachment`), `Cache-Control: private, no-store` and `X-Content-Type-Options: nosniff`. An expired
         *     link answers 410, a tampered or malformed one 403, a file that is gone 404; each as
         *     `{ "Message": ... }`, or as a short readable page when the client asks for HTML (a browser tab).
         *     The `name` segment is only for the browser; the name the file is served under is the signed one.
         */
        get: operations["getSignedFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/public/machine/{qr}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public equipment page of a QR code
         * @description The /qr/:qr page. Anonymous, or with a bearer token. When the machine is not public and the
         *     caller's current organisation does not own it, the machine's fields are null: only `Qrcode`,
         *     `IsPublic: false`, `IsOwner: false`, `SignedInAs` (with a token) and `OwnerCustomerId` (only when
         *     the caller may switch to the owning organisation, `SignedInAs.MaySwitch`) are filled in, and the
         *     portal shows the private message. When the caller's current organisation owns the machine,
         *     `IsOwner` is true and `MachineId` is set, so the portal can open the full machine page. An
         *     unknown QR code answers 404; a code over 64 characters or with control characters 400.
         */
        get: operations["getPublicMachine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/public/machine/{qr}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public service history of a QR code
         * @description The /qr/:qr/history page: dates and kinds of past service, without prices, comments or parts.
         *     A machine that is not public answers 403 (unless the caller owns it); an unknown code 404.
         */
        get: operations["getPublicMachineHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/public/machine/{qr}/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public resources of a QR code
         * @description The /qr/:qr/resources page: the machine's resource tree limited to supplier and machine-model
         *     files (no machine or job files). A machine that is not public answers 403 (unless the caller
         *     owns it); an unknown code 404. The stored files of this tree (`Link`) are served by
         *     `GET /api2/resource/` without a token, because they belong to the supplier or model of a
         *     public machine; the files of a private machine's own folder or of its jobs never are.
         */
        get: operations["getPublicMachineResources"];
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
        /**
         * The machines of the current organisation, at most 200
         * @description The spec's "all machines", bounded: the first 200 machines in list order (display name, then
         *     id), as the first page of `machines/filtered` would give them. `X-Total-Count` says how many the
         *     organisation has (counted up to 1,000, `X-Total-Count-Capped` true beyond), so a client knows the
         *     answer was cut when it holds fewer; the rest is read
         *     page by page with `machines/filtered` (its `NextCursor`), and a machine is found by text with
         *     `machines/search`. Organisations of up to 200 machines get every one, as before.
         */
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
         * @description Paged machine list (30 per page) in list order (display name, then id). Page by cursor: the first
         *     request has no `Cursor`; each answer's `NextCursor` (null on the last page) is sent as `Cursor`
         *     for the next, which then starts right after the previous page's last row, so machines added or
         *     removed meanwhile never make a page skip or repeat one. `Page` still works (a page shorter
         *     than ItemsPerPage is the last one) and is ignored when a `Cursor` is given (the answer's
         *     `Page` then echoes the Page asked for, 1 by default). `TotalCount` counts the organisation's
         *     machines that pass the filters up to 1,000 (`TotalCountCapped` true: there are more). A cursor
         *     that is not a `NextCursor` answers 400.
         *
         *     Filters (`TypeId`, `SupplierId`, `Location`, `HasOpenOrders`) narrow the list and its count; they
         *     combine (all must hold). The choices are the organisation's own (`machines/filteroptions`); an
         *     id or a location the organisation does not have is no error, it matches nothing. `Sort` picks
         *     the order; a `NextCursor` belongs to its sort, and sent with another `Sort` it answers 400
         *     (start again from the first page). Send the same filters with each `Cursor`.
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
    "/api2/customer/machines/filteroptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The choices of the machine list's filters
         * @description The machine types, suppliers and locations of the current organisation's machines (as the list
         *     shows them: a machine's own type and supplier, else its model's), each in alphabetical order,
         *     at most 200 of each (`...Capped` true: the organisation has more, the first 200 are answered).
         *     Feeds the filters of `machines/filtered`.
         */
        get: operations["getMachineFilterOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/machines/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find machines of the current organisation by text, best matches first
         * @description The top search, the new-job dialog and the shopping cart find a machine with this rather than
         *     by loading every machine. Case-insensitive; a machine matches when its display name, serial
         *     number, location (Name), or its model's name, type or supplier contains the text. Best first: the display
         *     name or serial number equal to the text, then starting with it, then containing it, then the
         *     location containing it, then only the model, type or supplier; within each, display name, then
         *     id. At most `Limit` (default 20, at most 50); `HasMore` says more machines matched.
         *     A text without three letters or digits in a row (`AC`, `6-1`) is found as equal or starting
         *     with across the organisation, but as containing only among its first 1,000 machines in list
         *     order (such a text has no trigram to look it up by); an organisation of up to 1,000 machines
         *     gets the same answer either way.
         */
        get: operations["searchMachines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/machines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the general tab of a machine
         * @description The save action of the general tab's edit mode (not shown in the spec; decided here). The body
         *     carries every editable field; the answer is the saved machine. Texts are trimmed and an empty
         *     text clears the field; `DisplayName` is required (null or empty answers 400); a date is a
         *     calendar date from 1900 to 2200 (`1970-01-01` clears it), the warranty expiry and the retirement
         *     not before the purchase and the retirement not before the installation (400 otherwise). Another
         *     organisation's machine answers 403, an unknown one 404.
         */
        put: operations["updateMachine"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/machines/openJobsCount/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open jobs count of one machine
         * @description The organisation's open jobs (status 10 to 30: new, planned, drive, in progress) with a machine
         *     sub-job on this machine, part orders (job type 3) apart from the others. Another organisation's
         *     machine answers 403, an unknown one 404.
         */
        get: operations["getMachineOpenJobsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/machines/overview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A machine with its document counts
         * @description The machine detail header and tabs; a zero count disables the tab with the hint none available.
         *     The counts are those of the machine's model (all 0 without a model). Another organisation's
         *     machine answers 403, an unknown one 404.
         */
        get: operations["getMachineOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/machines/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service history of a machine
         * @description The machine's service history entries, newest first, each with the job it belongs to and the
         *     parts used. For an organisation that does not see prices the parts' `ArticlePriceOut` is null.
         *     Another organisation's machine answers 403, an unknown one 404.
         */
        get: operations["getMachineHistory"];
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
         * @description The organisation's open jobs (status 10 to 30: new, planned, drive, in progress; forecast and
         *     deleted jobs are not counted), part orders (job type 3) apart from the others. The history badge
         *     shows ActivePartJobsCount + ActiveOtherJobsCount.
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
    "/api2/customer/jobs/openmachinejobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open jobs of a machine
         * @description The organisation's jobs with a machine sub-job on this machine that are not closed: status 30 or
         *     below (forecast, new, planned, drive, in progress), newest first. Closed jobs (above 30 up to 100)
         *     and deleted jobs (110) are never listed. Another organisation's machine answers 403, an unknown
         *     one 404.
         */
        get: operations["getOpenMachineJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/jobs/filtered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the job list
         * @description The job list (history), 50 per page, newest first. Query names are not shown in the spec and are
         *     decided here: `ItemsPerPage`, `Page`, `Status` (`open` = status 30 or below; `closed` = status above
         *     30 and up to 100; `all`; deleted jobs (110) are never listed), `MachineId`, `Search` (text in the
         *     order number, the job's display name and the machine names), `From` and `To` (created date, inclusive).
         *     Keyset paging: the answer's `NextCursor` (null on the last page) asks for the page after it as
         *     `Cursor`, with the same filters; `Page` is then ignored. A cursor never skips or repeats a job, also
         *     when jobs are created meanwhile or share a created date. `TotalCount` counts the matching jobs up
         *     to 1,000 (`TotalCountCapped` true: there are more); with `Search` it is not counted but is the
         *     matches up to this page, `TotalCountCapped` true while more follow. A malformed cursor, or a `From`
         *     after `To`, is 400; a `MachineId` of another organisation's machine 403 (an unknown one matches
         *     nothing).
         */
        get: operations["getJobsFiltered"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One job of the organisation
         * @description A job of the current organisation with its appointments and its machine sub-jobs. A deleted job
         *     (110) is answered with its status. Another organisation's job answers 403; an unknown id, or the
         *     id of a machine sub-job, 404.
         */
        get: operations["getCustomerJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order service on one or more machines
         * @description Creates one service job (status 10, new) with a machine sub-job per chosen machine, in one
         *     transaction. Every machine needs a non-empty CustomerText (the error description; spaces at either
         *     end are trimmed) and may be chosen once (400 otherwise), and must belong to the organisation (403
         *     otherwise, also for an id that does not exist). With an `Idempotency-Key` header a repeated
         *     submit (a double click, a retry after a lost answer) creates the job once and answers the same
         *     `{ Id }` again.
         */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/documents/partdrawing/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One part drawing (exploded view)
         * @description The drawing with its image and image map. A document that is not a part drawing, or does not
         *     exist, answers 404; a part drawing of a model none of the organisation's machines has, 403.
         */
        get: operations["getPartDrawing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/documents/forms/{machineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Forms of a machine
         * @description The forms of the machine's model (documents with `DocumentType_Id` 2), by name; none when the
         *     machine has no model. Another organisation's machine answers 403, an unknown one 404.
         */
        get: operations["getMachineForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/documents/manuals/{machineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Manuals of a machine
         * @description The manuals (PDF files or links) of the machine's model (documents with `DocumentType_Id` 1), by
         *     name; none when the machine has no model. Another organisation's machine answers 403, an unknown
         *     one 404.
         */
        get: operations["getMachineManuals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/documents/partdrawings/{machineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Part drawings of a machine
         * @description The part drawings (exploded views) of the machine's model (documents with `DocumentType_Id` 3), by
         *     name; none when the machine has no model. Another organisation's machine answers 403, an unknown
         *     one 404.
         */
        get: operations["getMachinePartDrawings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/documents/resources/{machineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resource tree of a machine
         * @description The equipment resource browser: a root folder named Resources whose sub-folders collect the files
         *     inherited from the supplier, the machine model, the machine's job history and its jobs. Search and
         *     file-type filters are applied by the client. Another organisation's machine answers 403, an
         *     unknown one 404.
         */
        get: operations["getMachineResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/article/part/{articleNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One part by article number
         * @description Any article of the provider's catalogue, with the current organisation's own price.
         *     `Quantity` and `MachineId` are null (they belong to a model's parts list and to the cart). For an
         *     organisation that does not see prices `ArticlePrice` and `CustomerArticlePrice` are null and
         *     `HasCustomerPrice` false. An unknown article answers 404; an article number with control
         *     characters 400.
         */
        get: operations["getPart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/parts/{machineModelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Parts of a machine model
         * @description Every part of the model in drawing order (position, then article number), with the model's
         *     `Quantity` and the organisation's own price (prices null for an organisation that does not see
         *     prices); the parts search (2 characters, 10 results) runs on the client. A model none of the
         *     organisation's machines has answers 403, an unknown model 404.
         */
        get: operations["getModelParts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/article/{articleNumber}/price-for-machine/{machineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's price of a part for a machine
         * @description The current organisation's own price of the article (`HasCustomerPrice` false and
         *     `CustomerArticlePrice` null when it has none, or does not see prices). A failed lookup makes the
         *     client treat the part as having no customer price. An unknown article answers 404; another
         *     organisation's machine 403, an unknown machine 404.
         */
        get: operations["getCustomerArticlePrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/overview/machinecost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cost points for the job list graph
         * @description The cost of the last 12 months (the current month included), aggregated on the server: one
         *     point per month for each of the 8 machines with the highest cost in the window, and one point
         *     per month for an "other" series summing every other machine (its points carry `OtherCount`).
         *     `Date` is the first day of the month; within a month the machines come by their cost in the
         *     window, largest first, "other" last. Months without cost have no point. An organisation that
         *     does not see prices gets no points.
         */
        get: operations["getMachineCost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/shoppingcart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's shopping cart
         * @description An empty cart answers `CartId: null` and no groups.
         */
        get: operations["getShoppingCart"];
        put?: never;
        /**
         * Add a part to the cart
         * @description The body needs only ArticleNumber, MachineId and Quantity; the other fields of the part (as answered
         *     by getPart or getModelParts) may be sent and are ignored. The server looks the price up itself (it
         *     never trusts a price sent by the client); adding an article already in the cart for the same machine
         *     increases its count, and a line holds at most 9999 (400 beyond). An unknown article answers 404; a
         *     machine that is not the organisation's 403 (also for an id that does not exist). Answers the
         *     updated cart.
         */
        post: operations["addToShoppingCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/shoppingcart/detail/{id}/count/{count}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the count of a cart line
         * @description The count must be 1 to 9999 (the minus button stops at 1). A line that is not in the user's cart
         *     answers 404. Answers the updated cart.
         */
        patch: operations["setShoppingCartItemCount"];
        trace?: never;
    };
    "/api2/customer/shoppingcart/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a cart line
         * @description A line that is not in the user's cart answers 404. Answers the updated cart (200, not 204).
         */
        delete: operations["removeShoppingCartItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/shoppingcart/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the cart as a part order
         * @description Turns the cart into a part-order job (one machine sub-job per cart group) in one transaction and
         *     empties the cart. `Id` in the answer is the new job's id; the portal then opens the job list.
         *     An empty cart answers 400; a cart already sent answers 409; a cart id that is not one of the user's
         *     carts in the current organisation (or no cart at all) answers 403.
         *     With an `Idempotency-Key` header a repeated submit creates the order once and answers the same
         *     `{ Id }` again.
         */
        post: operations["checkoutShoppingCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/User/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a user to the organisation
         * @description Moderators (user type 4) only; a user of type 6 answers 403. CustomerId must be the current
         *     organisation (403 otherwise). An e-mail address already in use answers 409 with the same Message
         *     whether the account is in this organisation or in any other, so the answer does not tell which
         *     other organisation an address belongs to. Answers the new user (201).
         *
         *     Every field is required: the API has no hidden default, so a body without UserTypeId or Active
         *     answers 400 naming the field and creates nothing (the portal's form supplies Moderator and active).
         */
        post: operations["addCustomerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/Customer/User/SearchCustomerUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users of the organisation
         * @description Every user of the current organisation (the customer users whose own organisation it is), by
         *     name. The optional `Search` (decided here; the spec shows no query) keeps users whose name or
         *     e-mail contains the text (spaces at either end ignored), case-insensitively.
         */
        get: operations["searchCustomerUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/customer/User/ToggleActive/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Toggle a user's active flag
         * @description Flips Active and answers the user (decided here; the spec does not show this call's path or answer).
         *     A moderator may toggle any user of the organisation; a user of type 6 only their own row (403 otherwise).
         *     Another organisation's user answers 403, an unknown one 404. Deactivating ends every session of
         *     the user. The portal's Undo calls it again.
         */
        patch: operations["toggleCustomerUserActive"];
        trace?: never;
    };
    "/api2/customer/userinfo/Contact/ToggleActive/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Toggle a contact's active flag
         * @description Flips IsActive and answers the contact (answer decided here); any user of the organisation may.
         *     Another organisation's contact answers 403, an unknown one 404. The portal's Undo calls it again.
         */
        patch: operations["toggleContactActive"];
        trace?: never;
    };
    "/api2/customer/userinfo/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current organisation with its contacts
         * @description The organisation the token acts for (its own or one switched to with impersonate) with its
         *     contacts by name. An organisation that no longer exists answers 401.
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/jobs/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Upcoming, open and finished jobs of the partner
         * @description Jobs the user takes part in or that belong to the user's partner company. Upcoming = status 20 or
         *     below (not started), Open = above 20 and below 50, Finished = 50 up to 100. Deleted jobs (110) are
         *     left out. Each list holds at most its first 25 jobs, most relevant first (Upcoming and Open: the
         *     earliest appointment first, jobs without one last; Finished: the latest completed first);
         *     `NextCursors` holds, per list, the `Cursor` of its next page (`GET /api2/partner/jobs/list`), null
         *     when the list is complete.
         */
        get: operations["getPartnerJobsView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/jobs/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The next page of one list of the partner's jobs
         * @description 25 jobs of one list of the jobs view (`Section`: Upcoming, Open or Finished) in its order, after the
         *     job of `Cursor` (a `NextCursors` entry of the view or the `NextCursor` of an earlier page; without it
         *     the first page). `NextCursor` is null on the last page. A cursor of another list, or a text that is
         *     not a cursor, is 400.
         */
        get: operations["getPartnerJobsSection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/jobs/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many upcoming and open jobs the partner has
         * @description The Jobs badge (spec §2, upcoming plus open) and the list headings, without loading the lists.
         */
        get: operations["getPartnerJobCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The partner company of the user
         * @description A user without a partner company answers 404 (the no-company-on-user page).
         */
        get: operations["getPartnerCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/jobs/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The job of a short code
         * @description The code-based job preview (/partner/job/view/{code}) with its start button. Unlike
         *     GET /api2/partner/jobs/{id} it answers a job that has not been started. A code no job has
         *     answers 404; a job the partner may not open 403.
         */
        get: operations["getPartnerJobByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/jobs/offlinereport-enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether offline reports are enabled
         * @description The answer is a bare JSON boolean (`true` or `false`); the offline PDF option is shown only when true.
         */
        get: operations["getOfflineReportEnabled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One job of the partner
         * @description 403 when the user neither takes part in the job nor belongs to a partner company on it (the
         *     unauthorized page); 409 when the job has not been started yet (status 20 or below: the
         *     job-not-started page, whose start button calls setStatus/Open). A deleted job (110) is answered
         *     with its status so the portal shows the job-was-deleted page.
         */
        get: operations["getPartnerJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/jobs/{id}/setStatus/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Start or complete a job
         * @description `Open` starts the job (status 30, in progress); `Completed` completes it (status 50, CompletedDate set),
         *     after which the report is read-only. Completing a job that is not started, or changing a finalized
         *     (50 or higher) or deleted job, answers 409. Answers the updated job.
         */
        patch: operations["setPartnerJobStatus"];
        trace?: never;
    };
    "/api2/partner/jobs/{machineJobId}/setComment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save a comment of a machine job
         * @description The body carries exactly one of TechnicianComment or InvoiceComment. CustomerComment is read-only for
         *     partners: a body with CustomerComment (or with none or both of the others) answers 400 with a Message
         *     that says so. The job must be in progress: a job not started (status 20 or below), finalized (50 or
         *     higher) or deleted (110) answers 409. Answers the updated machine job.
         */
        patch: operations["setMachineJobComment"];
        trace?: never;
    };
    "/api2/partner/machinecounter/{machineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counters of a machine
         * @description The machine's counters by name, at any job status (read-only on the portal once the job is
         *     finalized). Only for a machine on a job the partner may open (403 otherwise); an unknown machine
         *     answers 404.
         */
        get: operations["getMachineCounters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/machinecounter/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save today's value of a counter
         * @description The body needs only Id and Value (`CounterUpdate`); a whole `Counter` is accepted too, its Name and
         *     LastValue ignored. Answers 200 with the saved counter (never 204). The value is a number from 0
         *     with at most two decimals, not below the previous value (400 otherwise). An unknown counter
         *     answers 404; a counter of a machine whose jobs the partner may not open 403; when none of those
         *     jobs is in progress (they are not started, finalized or deleted) 409.
         */
        put: operations["saveMachineCounter"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/Article": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Articles of the company's warehouse
         * @description The list shown while the search has fewer than 3 characters: the first 100 articles by article
         *     number (a warehouse holds thousands; the search finds the rest). Empty when the company has no
         *     warehouse.
         */
        get: operations["getPartnerArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/Article/Search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search articles of the company's warehouse
         * @description Case-insensitive text in the article number or description; the first 100 matches by article
         *     number. Spaces at either end are ignored; a text shorter than 3 characters after that answers
         *     the list of `GET /api2/partner/Article`. Empty when the company has no warehouse.
         */
        get: operations["searchPartnerArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/OrderDetail/List/{machineJobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order lines of a machine job
         * @description The order lines of a machine job in the order they were added, at any job status. A job the
         *     partner may not open answers 403, an unknown machine job 404.
         */
        get: operations["getOrderLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/OrderDetail/{machineJobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an order line
         * @description An article from the warehouse (ArticleNumber set) or a custom line (ArticleNumber null, text at most
         *     50 characters). An article line takes the article's number, type and (when it fits in 50
         *     characters) its own description; an article the company's warehouse does not stock, or a company
         *     without a warehouse, answers 400. A custom line takes the text and `ArticleType` as sent.
         *     `ArticleCount` defaults to 1. The job must be in progress: not started, finalized or deleted
         *     answers 409. Answers the new line (201).
         */
        post: operations["addOrderLine"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an order line
         * @description The body names the line by Id and sets its text and count. A line that is not on this machine job
         *     answers 404. The job must be in progress: not started, finalized or deleted answers 409. Answers
         *     the updated line.
         */
        patch: operations["updateOrderLine"];
        trace?: never;
    };
    "/api2/partner/OrderDetail/{machineJobId}/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an order line
         * @description A line that is not on this machine job answers 404. The job must be in progress: not started,
         *     finalized or deleted answers 409. Answers the remaining lines of the machine job (200, not 204).
         */
        delete: operations["deleteOrderLine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/jobs/{id}/Attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attachments of a job
         * @description All attachments of the job (the offline report included), oldest first, at any job status. A job
         *     the partner may not open answers 403, an unknown job 404.
         */
        get: operations["getJobAttachments"];
        put?: never;
        /**
         * Upload attachments to a job
         * @description Multipart form with one or more files, each a part named `Files` (at most 10 in one request, fewer
         *     when the server is configured so): PNG, JPEG, GIF and WebP images, PDF and plain text, each part
         *     with its file name and content type. The server checks each file's bytes against its declared
         *     type (415 for a type not accepted or bytes that do not match it). Other form fields are ignored;
         *     a file in another field, or an empty file, answers 400. Sizes and counts are bounded by the
         *     server's upload limits (by default 20 MB a file, 60 MB a request, 100 files and 500 MB a job): a
         *     file, a request or the job's files over their size answer 413, a job over its number of files
         *     409. The upload is all or nothing: when a file is refused, none is kept. A finalized or deleted
         *     job answers 409 (a job not started yet takes attachments). Answers all attachments of the job
         *     (201).
         */
        post: operations["uploadJobAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/jobs/{id}/Attachment/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an attachment of a job
         * @description An attachment that is not the job's answers 404. A finalized or deleted job answers 409. Answers the
         *     remaining attachments of the job (200, not 204).
         */
        delete: operations["deleteJobAttachment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/partner/jobs/{id}/offlinereport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a filled-in offline report
         * @description Multipart form with exactly one file, a PDF, in a part named `Files` (a second file answers 400,
         *     another type 415; the bytes must be a PDF). The report is stored as an attachment of the job named
         *     after its order number (it replaces an earlier offline report). A finalized or deleted job answers
         *     409. Answers all attachments of the job (201).
         */
        post: operations["uploadOfflineReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/Partner/jobs/offlinereport/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the offline report PDF of a job
         * @description Answers the PDF itself (`Content-Disposition: attachment`). The download link the portal shows is
         *     the URL of this operation. Because a plain link cannot send a bearer header, the job's short code
         *     is the credential (the same code as the /c/{code} link), and a bearer token is accepted but not
         *     needed. An unknown code (or the code of a deleted job, or of a job without a partner company)
         *     answers 404; when offline reports are disabled, 403. Wrong codes count against
         *     the same budget per client address as the code login; over it the call answers 429 with
         *     `Retry-After` (seconds).
         */
        get: operations["getOfflineReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This contract as JSON
         * @description The OpenAPI document that describes every call (`openapi/api2.yaml`, package `@eqp/contract`), parsed
         *     and sent as JSON: what code generators and the API reference page (`/api2/docs`) read. Public. The
         *     answer carries an `ETag`; sent back in `If-None-Match`, the same contract answers 304 with no body.
         *     `Content-Disposition` names the file `api2.json`.
         */
        get: operations["getOpenApiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This contract as YAML
         * @description The OpenAPI document that describes every call, as the YAML file it is written in
         *     (`openapi/api2.yaml`), byte for byte. Public. `ETag`, `If-None-Match` and 304 as for
         *     `/api2/openapi.json` (the two share the tag). `Content-Disposition` names the file `api2.yaml`.
         */
        get: operations["getOpenApiYaml"];
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
        ApiError: {
            /** @description Human-readable text shown to the user. */
            Message: string;
        };
        /** @description Which stored file to open. */
        FileLinkRequest: {
            RelativePath: components["schemas"]["RelativePath"];
        };
        /** @description A short-lived signed link to one stored file. */
        FileLink: {
            /**
             * @description The link, relative to the API root (`/api2/files/signed/<token>/<name>`); it works without a bearer
             *     token until `ExpiresAt`.
             */
            Url: string;
            /** @description The file's real name, the one the tab and a saved copy get. */
            Name: string;
            /**
             * Format: date-time
             * @description When the link stops working.
             */
            ExpiresAt: string;
        };
        /** @description A file's path relative to the file store (the store's own limit on a key is 1,024 characters). */
        RelativePath: string;
        /** @description Search words typed into a search field. */
        SearchText: string;
        /** @description An opaque keyset-paging position (base64url), as a `NextCursor` answered it. */
        PageCursor: string;
        /** @description Article search words, at least 3 characters. */
        ArticleSearchText: string;
        /**
         * Format: binary
         * @description Raw file content.
         */
        Binary: string;
        /** @description Answer of a call that created a record. */
        CreatedId: {
            /** Format: int32 */
            Id: number;
        };
        SuccessResult: {
            Success: boolean;
        };
        /** @description A looked-up record by id and name (machine type, supplier, job status, job type, priority, customer). */
        NamedRef: {
            /** Format: int32 */
            Id: number;
            Name: string;
        };
        /**
         * Format: int32
         * @description A job status (spec §4): 5 forecast, 10 new, 20 planned, 25 drive, 30 in progress, 40 and 45 waiting,
         *     50 completed, 60 warranty, 70 approved, 100 closed, 110 deleted. Clients show the status by this id
         *     (translated), not by `StatusName`.
         * @enum {integer}
         */
        JobStatusId: 5 | 10 | 20 | 25 | 30 | 40 | 45 | 50 | 60 | 70 | 100 | 110;
        /**
         * @description The English name of a job status as spec §4 writes it (lower case; 40 and 45 are both `waiting`).
         *     Never translated: a client shows the translation of `StatusId`.
         * @enum {string}
         */
        JobStatusName: "forecast" | "new" | "planned" | "drive" | "in progress" | "waiting" | "completed" | "warranty" | "approved" | "closed" | "deleted";
        /**
         * Format: int32
         * @description A job type: 1 service, 2 repair, 3 part order (its order number is `S` + the job's Id), 4 installation.
         *     The ids are fixed; the name (`JobTypeName`) is stored with the job and answered in the request's
         *     language (Accept-Language), so it has no enum.
         * @enum {integer}
         */
        JobTypeId: 1 | 2 | 3 | 4;
        /** @description A store link of an app. */
        AppStoreLink: {
            /**
             * @description Which store the link opens (Apple's App Store or Google Play).
             * @enum {string}
             */
            Store: "Apple" | "Google";
            /** @description The store page of the app. */
            Url: string;
        };
        /**
         * @description Form body of POST /api2/token (the OAuth 2.0 token endpoint, RFC 6749): `grant_type` says which
         *     of the three requests it is.
         */
        TokenRequest: components["schemas"]["ClientCredentialsTokenRequest"] | components["schemas"]["PasswordTokenRequest"] | components["schemas"]["RefreshTokenRequest"];
        /**
         * @description Sign-in with the user name and password as the client credentials (RFC 6749 §4.4): in the
         *     `Authorization: Basic` header, or as `client_id` and `client_secret`
         *     here (§2.3.1), never both.
         */
        ClientCredentialsTokenRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            grant_type: "client_credentials";
            /**
             * @description Which portal to sign in to.
             * @enum {string}
             */
            scope: "ServiceProvider.Customer" | "ServiceProvider.Partner";
            /** @description The user's e-mail address, when not in the `Authorization` header; with `client_secret`. */
            client_id?: string;
            /** @description The user's password, when not in the `Authorization` header; with `client_id`. */
            client_secret?: string;
        };
        /** @description Sign-in with the user name and password in the body (RFC 6749 §4.3); no `Authorization` header. */
        PasswordTokenRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            grant_type: "password";
            /** @description The user's e-mail address. */
            username: string;
            password: string;
            /**
             * @description Which portal to sign in to.
             * @enum {string}
             */
            scope: "ServiceProvider.Customer" | "ServiceProvider.Partner";
        };
        /**
         * @description A new token pair for a refresh token (RFC 6749 §6); no `Authorization` header. The same rules as
         *     POST /api2/token/refresh: the token rotates, a reused one revokes its family. The scope and
         *     organisation stay those of the refreshed token.
         */
        RefreshTokenRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            grant_type: "refresh_token";
            /** @description The `refresh_token` of the last token pair. */
            refresh_token: string;
        };
        /** @description Form body of POST /api2/token/revoke (RFC 7009), instead of the `Authorization` header. */
        RevokeRequest: {
            /** @description The refresh token of the session to end. */
            token: string;
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
        RecoverPasswordRequest: {
            /** @description The e-mail address of the account. */
            username: string;
        };
        ChangePasswordRequest: {
            /** Format: email */
            Email: string;
            /** @description The one-time code. */
            Code: string;
            /**
             * @description At least 8 characters with a capital letter, a digit and a special character, not on the list
             *     of commonly breached passwords, and at most 200 characters. The server checks the other rules
             *     itself and answers 400 with a Message naming every rule a password breaks.
             */
            Password: string;
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
             * @description 4 Moderator, 6 User for customer users; null for partner users, who have no customer user type.
             */
            UserTypeId: number | null;
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
        PortalOptions: {
            /** @description Show the customer portal tile. */
            CustomerPortal: boolean;
            /** @description When set, the customer tile links to this external address instead of /customer. */
            CustomerPortalRedirect: string | null;
            /** @description Show the service provider tile (links to /serviceprovider/). */
            ServiceProvider: boolean;
            /** @description Show the technician tile (the partner portal in the browser, the technician app's deep link and its store links). */
            Technician: boolean;
            /** @description Deep link that opens the technician app (for example `eqptech://jobs`); null when the app has none. The store links are in TechnicianAppUrls. */
            TechnicianAppLink: string | null;
            /**
             * @deprecated
             * @description Deprecated: read TechnicianAppStoreLinks. Pipe-separated store links: first Apple, second Google (`apple-url|google-url`).
             */
            TechnicianAppUrls: string | null;
            /**
             * @description The technician app's store links, read from TechnicianAppUrls (first Apple, second Google; an empty
             *     position is left out). Empty when there are none.
             */
            TechnicianAppStoreLinks: components["schemas"]["AppStoreLink"][];
            /** @description Offer the customer app's store links (CustomerAppUrls) on the customer tile. */
            CustomerApp: boolean;
            /**
             * @deprecated
             * @description Deprecated: read CustomerAppStoreLinks. Pipe-separated store links: first Apple, second Google.
             */
            CustomerAppUrls: string | null;
            /**
             * @description The customer app's store links, read from CustomerAppUrls (first Apple, second Google; an empty
             *     position is left out). Empty when there are none.
             */
            CustomerAppStoreLinks: components["schemas"]["AppStoreLink"][];
            /** @description Welcome text under the portal name on the selection page. */
            WelcomeText: string | null;
            /** @description Privacy text at the foot of the selection page. */
            PrivacyText: string | null;
            /** @description Address of the privacy statement, linked beside the privacy text. */
            PrivacyUrl: string | null;
            /** @description Name of the portal, shown on the selection page and as the login card's title. */
            PortalName: string | null;
        };
        MachineListItem: {
            /** Format: int32 */
            Id: number;
            SupplierName: string | null;
            /**
             * @deprecated
             * @description Deprecated: read MachineTypeRef (the `{ Id, Name }` object `Machine.MachineType` is). The type's name.
             */
            MachineType: string | null;
            /** @description The machine's type (the model's type when the machine has a model), as `Machine.MachineType`. */
            MachineTypeRef: components["schemas"]["NamedRef"] | null;
            /** @description The supplier (the machine's own, else its model's), as `Machine.Supplier`. */
            SupplierRef: components["schemas"]["NamedRef"] | null;
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
            SerialNumber: string | null;
            /** @description The location. */
            Name: string | null;
            /**
             * Format: date-time
             * @description The newest service history entry of the machine; null when it was never serviced.
             */
            LastServiceDate: string | null;
        };
        MachineFilterOption: {
            /** Format: int32 */
            Id: number;
            Name: string;
        };
        /** @description The choices of the machine list's filters (`machines/filteroptions`). */
        MachineFilterOptions: {
            Types: components["schemas"]["MachineFilterOption"][];
            /** @description The organisation's machines have more types than `Types` holds. */
            TypesCapped: boolean;
            Suppliers: components["schemas"]["MachineFilterOption"][];
            /** @description The organisation's machines have more suppliers than `Suppliers` holds. */
            SuppliersCapped: boolean;
            Locations: string[];
            /** @description The organisation's machines have more locations than `Locations` holds. */
            LocationsCapped: boolean;
        };
        MachineListPage: {
            Items: components["schemas"]["MachineListItem"][];
            /** Format: int32 */
            Page: number;
            /** Format: int32 */
            ItemsPerPage: number;
            /**
             * Format: int32
             * @description The organisation's machines that pass the filters (all pages), counted up to 1,000 (see TotalCountCapped).
             */
            TotalCount: number;
            /** @description True when the organisation has more machines than TotalCount. */
            TotalCountCapped: boolean;
            /** @description Send as `Cursor` for the page after this one; null when this page holds the last machine. */
            NextCursor: string | null;
        };
        /** @description A machine found by the machine search. */
        MachineSearchHit: {
            /** Format: int32 */
            Id: number;
            DisplayName: string | null;
            /** @description The location of the machine. */
            Name: string | null;
            SerialNumber: string | null;
            /**
             * @deprecated
             * @description Deprecated: read MachineTypeRef (the `{ Id, Name }` object `Machine.MachineType` is). The type's name.
             */
            MachineType: string | null;
            /** @description The machine's type (the model's type when the machine has a model), as `Machine.MachineType`. */
            MachineTypeRef: components["schemas"]["NamedRef"] | null;
            /** @description The supplier (the machine's own, else its model's), as `Machine.Supplier`. */
            SupplierRef: components["schemas"]["NamedRef"] | null;
            ParentMachineModelName: string | null;
            SupplierName: string | null;
            /** Format: int32 */
            MachineModelId: number | null;
            /** @description Relative path of the model image (GET /api2/resource/?relativePath=). */
            ModelImage: string | null;
        };
        MachineSearchResult: {
            Items: components["schemas"]["MachineSearchHit"][];
            /** @description More machines matched than the answer holds (type more to narrow). */
            HasMore: boolean;
        };
        /** @description Open jobs of the organisation (or of one machine). The badge shows the sum. */
        OpenJobsCount: {
            /** Format: int32 */
            ActivePartJobsCount: number;
            /** Format: int32 */
            ActiveOtherJobsCount: number;
        };
        MachineModel: {
            /** Format: int32 */
            Id: number;
            Name: string;
            MachineType: components["schemas"]["NamedRef"] | null;
            Supplier: components["schemas"]["NamedRef"] | null;
            /** @description Relative path of the model image. */
            ModelImage: string | null;
        };
        /** @description A machine (equipment) of the organisation. */
        Machine: {
            /** Format: int32 */
            Id: number;
            DisplayName: string | null;
            /** @description The location of the machine. */
            Name: string | null;
            SerialNumber: string | null;
            /** @description The code of the machine's QR label (/qr/{Qrcode}). */
            Qrcode: string | null;
            Facility: string | null;
            /** @description The machine's type (the model's type when the machine has a model). */
            MachineType: components["schemas"]["NamedRef"] | null;
            MachineModelName: string | null;
            /** @description The supplier (manufacturer). */
            Supplier: components["schemas"]["NamedRef"] | null;
            /** @description Null when the machine has no model (the Parts, Manuals, Exploded view and Forms tabs are disabled). */
            MachineModel: components["schemas"]["MachineModel"] | null;
            /** Format: date */
            BoughtDate: string | null;
            /** Format: date */
            InstallationDate: string | null;
            /** Format: date */
            WarrantyExpiresDate: string | null;
            /** Format: date */
            RetiredDate: string | null;
            /** @description Whether the machine is covered by a service agreement. */
            ServiceAgreement: boolean;
            IsActive: boolean;
            /** @description The customer's own note on the machine. */
            CustomerText: string | null;
        };
        /** @description The machine plus its document counts (a count of 0 disables the matching tab). */
        MachineOverview: {
            Machine: components["schemas"]["Machine"];
            /** Format: int32 */
            DocumentManualsCount: number;
            /** Format: int32 */
            DocumentPartDrawingCount: number;
            /** Format: int32 */
            DocumentFormsCount: number;
        };
        /** @description The editable fields of the general tab; every field is sent (null clears it). */
        MachineUpdate: {
            DisplayName: string | null;
            /** @description The location of the machine. */
            Name: string | null;
            Facility: string | null;
            SerialNumber: string | null;
            CustomerText: string | null;
            /** Format: date */
            BoughtDate: string | null;
            /** Format: date */
            InstallationDate: string | null;
            /** Format: date */
            WarrantyExpiresDate: string | null;
            /** Format: date */
            RetiredDate: string | null;
        };
        /** @description A machine as shown inside a job or a cart group. */
        MachineRef: {
            /** Format: int32 */
            Id: number;
            DisplayName: string | null;
            /** @description The location of the machine. */
            Name: string | null;
            SerialNumber: string | null;
        };
        /** @description Cost of one machine, or of the "other" machines together, in one month. */
        MachineCostPoint: {
            /**
             * Format: date
             * @description First day of the month.
             */
            Date: string;
            Value: number;
            /**
             * @description The machine's display name, followed by its serial number (or `#` and its id) in brackets
             *     when another machine of the organisation has the same name. `Other machines` on the points
             *     of the "other" series: tell that series apart by `OtherCount`, not by this name.
             */
            MachineName: string;
            /**
             * @description Only on the points of the "other" series: how many machines (with cost in the window,
             *     outside the 8 drawn on their own) its values sum.
             */
            OtherCount?: number;
        };
        CustomerAppointment: {
            /** Format: date-time */
            AppointmentDate: string;
        };
        /** @description A machine sub-job of a customer job. */
        CustomerMachineJob: {
            /** Format: int32 */
            Id: number;
            Machine: components["schemas"]["MachineRef"];
            /** @description The error description given when the service was ordered. */
            CustomerComment: string | null;
            /** @description Shown to the customer when the job status is above 49. */
            InvoiceComment: string | null;
        };
        /**
         * @description A job as the customer sees it. Status above 30 and up to 100 is closed (history). The order number
         *     shown is `S` + Id for job type 3 and OrderId otherwise.
         */
        CustomerJob: {
            /** Format: int32 */
            Id: number;
            /** Format: int32 */
            OrderId: number | null;
            DisplayName: string | null;
            JobTypeId: components["schemas"]["JobTypeId"];
            /** @description The job type's name in the request's language (Accept-Language). */
            JobTypeName: string | null;
            StatusId: components["schemas"]["JobStatusId"];
            /** @description The status's English name (spec §4), null for an id without one. */
            StatusName: components["schemas"]["JobStatusName"] | null;
            JobPriority: components["schemas"]["NamedRef"] | null;
            /** Format: date-time */
            CreatedDate: string;
            CustomerComment: string | null;
            InvoiceComment: string | null;
            Appointments: components["schemas"]["CustomerAppointment"][];
            DeliveryAdressStreet: string | null;
            DeliveryAdressZip: string | null;
            DeliveryAdressCity: string | null;
            DeliveryAdressCountry: string | null;
            /** @description The machine sub-jobs. */
            InverseParent: components["schemas"]["CustomerMachineJob"][];
        };
        CustomerJobPage: {
            Items: components["schemas"]["CustomerJob"][];
            /** Format: int32 */
            Page: number;
            /** Format: int32 */
            ItemsPerPage: number;
            /**
             * Format: int32
             * @description Matching jobs, at most 1,000 (see TotalCountCapped); with Search the matches up to this page.
             */
            TotalCount: number;
            /** @description True when there are more matching jobs than TotalCount. */
            TotalCountCapped: boolean;
            /** @description Send as `Cursor` for the page after this one; null on the last page. */
            NextCursor: string | null;
        };
        NewJobMachine: {
            /**
             * Format: int32
             * @description Id of the machine.
             */
            Id: number;
            /** @description The error description (required, not empty). */
            CustomerText: string;
        };
        NewJobRequest: {
            Machines: components["schemas"]["NewJobMachine"][];
        };
        /** @description The job a service history entry belongs to. */
        JobSummary: {
            /** Format: int32 */
            Id: number;
            /** Format: int32 */
            OrderId: number | null;
            DisplayName: string | null;
            JobTypeId: components["schemas"]["JobTypeId"];
            /** @description The job type's name in the request's language (Accept-Language). */
            JobTypeName: string | null;
            StatusId: components["schemas"]["JobStatusId"];
            /** @description The status's English name (spec §4), null for an id without one. */
            StatusName: components["schemas"]["JobStatusName"] | null;
            /** Format: date-time */
            CreatedDate: string;
        };
        MachineServiceHistoryPart: {
            Article: components["schemas"]["Article"];
            ArticleQtyOrdered: number;
            /** @description Unit price charged; shown only when ShowPrices. */
            ArticlePriceOut: number | null;
        };
        MachineServiceHistoryEntry: {
            /** Format: int32 */
            Id: number;
            /** Format: date-time */
            CreatedDate: string;
            Job: components["schemas"]["JobSummary"] | null;
            /** @description Relative path of the service report PDF (GET /api2/resource/?relativePath=). */
            ServiceReport: string | null;
            MachineServiceHistoriesParts: components["schemas"]["MachineServiceHistoryPart"][];
        };
        ModelDocument: {
            /** Format: int32 */
            DocumentId: number;
            /** Format: int32 */
            MachineModelId: number;
        };
        /** @description A manual, form or part drawing of a machine model. */
        Document: {
            /** Format: int32 */
            Id: number;
            Name: string;
            /**
             * Format: int32
             * @description 1 means PDF (opened in the PDF viewer); 2 and 3 are the other document types.
             * @enum {integer}
             */
            DocumentType_Id: 1 | 2 | 3;
            /** @description Relative path (or absolute URL for a link document) of the document. */
            LinkUrl: string | null;
            /** @description Relative path of the exploded-view image (part drawings only). */
            PartDrawingImage: string | null;
            /**
             * @deprecated
             * @description Deprecated: read PartDrawingAreas, the same map read by the server. The drawing's image map, part drawings only: a JSON text `{"Width": number, "Height": number, "Areas": [{"Shape": "rect" | "circle" | "poly", "Coords": number[], "ArticleNumber": string, "Position": string, "Title": string}]}` whose coordinates are in the image's own pixels (Width x Height), so a client scales them to the drawn size without parsing HTML.
             */
            PartDrawingImageMap: string | null;
            /**
             * @description The clickable areas of the exploded view (part drawings only; empty otherwise), read from the
             *     drawing's image map by the server, in position order (2 before 10). An area that cannot be placed
             *     (unknown shape, too few coordinates, no article number, nothing inside the image) is left out; an
             *     unreadable map gives no areas and never fails the answer.
             */
            PartDrawingAreas: components["schemas"]["PartDrawingArea"][];
            ModelDocuments: components["schemas"]["ModelDocument"][];
        };
        /**
         * @description One clickable area of a part drawing and the part it links to. Left, Top, Width and Height place the
         *     area's box in percent of the drawing (clipped to it), so it scales with the drawn image.
         */
        PartDrawingArea: {
            /**
             * @description The HTML area shape (the map's `circ`, `rectangle` and `polygon` are read as these).
             * @enum {string}
             */
            Shape: "rect" | "circle" | "poly";
            /**
             * @description The area's coordinates in the image's own pixels, as HTML writes them: `x1, y1, x2, y2` for a rect,
             *     `x, y, r` for a circle, `x1, y1, x2, y2, ...` for a polygon.
             */
            Coords: number[];
            /** @description The left edge of the area's box, in percent of the drawing's width. */
            Left: number;
            /** @description The top edge of the area's box, in percent of the drawing's height. */
            Top: number;
            /** @description The box's width, in percent of the drawing's width. */
            Width: number;
            /** @description The box's height, in percent of the drawing's height. */
            Height: number;
            /** @description A polygon's outline as a CSS `polygon()` in percent of the box (`polygon(0% 0%, 100% 50%, ...)`); null for a rect or circle. */
            Outline: string | null;
            /** @description The part the area links to. */
            ArticleNumber: string;
            /** @description The part's position number on the drawing (empty when the map has none). */
            Position: string;
            /** @description The area's title as the map holds it. */
            Title: string;
            /** @description The part's description, from the title without the position and the article number (may be empty). */
            Description: string;
            /**
             * @description The first area of its position and article: the one to reach by keyboard. A position often has
             *     several areas (its balloon and the drawn part); the others are extra targets for the pointer.
             */
            Primary: boolean;
        };
        Part: {
            ArticleNumber: string;
            ArticleDescription: string | null;
            ArticleDescriptionLong: string | null;
            /** @description List price. */
            ArticlePrice: number | null;
            /** @description Relative path of the article image. */
            ArticleImage: string | null;
            /**
             * Format: int32
             * @description How many of the part the model has (from the drawing or parts list).
             */
            Quantity: number | null;
            /** Format: int32 */
            MachineId: number | null;
            /** @description The organisation's own price, when it has one. */
            CustomerArticlePrice: number | null;
            HasCustomerPrice: boolean;
        };
        PriceForMachine: {
            ArticleNumber: string;
            /** Format: int32 */
            MachineId: number;
            CustomerArticlePrice: number | null;
            HasCustomerPrice: boolean;
        };
        CartArticle: {
            ArticleNumber: string;
            ArticleDescription: string | null;
            ArticleImage: string | null;
            /** @description The article's type in the request's language (Accept-Language), as `Article.ArticleType`. */
            ArticleType: string | null;
        };
        CartItem: {
            /** Format: int32 */
            Id: number;
            /** Format: int32 */
            ArticleCount: number;
            /** @description Unit price (the customer price when there is one). */
            ArticlePrice: number | null;
            Article: components["schemas"]["CartArticle"];
        };
        /** @description The cart lines for one machine. */
        CartGroup: {
            Machine: components["schemas"]["MachineRef"];
            Items: components["schemas"]["CartItem"][];
        };
        ShoppingCart: {
            /**
             * Format: int32
             * @description Null while the user has no cart.
             */
            CartId: number | null;
            Groups: components["schemas"]["CartGroup"][];
            /** @description Sum of ArticleCount x ArticlePrice over all lines. */
            TotalAmount: number;
            Currency: string | null;
        };
        /**
         * @description What to add: the article, the machine and the quantity. The other fields of `Part` are accepted so a
         *     client may send the part as it was answered (plus MachineId and Quantity), but the server reads none
         *     of them: it looks the price and the description up itself.
         */
        CartAddRequest: {
            ArticleNumber: string;
            /** Format: int32 */
            MachineId: number;
            /**
             * Format: int32
             * @description How many to add (default 1 in the quantity input). A cart line holds at most 9999 of an article,
             *     the count already in the cart included (400 otherwise).
             */
            Quantity: number;
            ArticleDescription?: string | null;
            ArticleDescriptionLong?: string | null;
            /** @description Ignored (the server's list price counts). */
            ArticlePrice?: number | null;
            ArticleImage?: string | null;
            /** @description Ignored (the server's organisation price counts). */
            CustomerArticlePrice?: number | null;
            HasCustomerPrice?: boolean;
        };
        CheckoutRequest: {
            /**
             * Format: int32
             * @description The cart id (ShoppingCart.CartId).
             */
            Id: number;
            Comment: string | null;
        };
        CustomerUser: {
            /** Format: int32 */
            Id: number;
            Name: string;
            /** Format: email */
            EmailAdress: string;
            /**
             * Format: int32
             * @description 4 Moderator, 6 User.
             * @enum {integer}
             */
            UserTypeId: 4 | 6;
            /** Format: int32 */
            CustomerId: number;
            Active: boolean;
        };
        NewCustomerUser: {
            Name: string;
            /** Format: email */
            EmailAdress: string;
            /**
             * Format: int32
             * @description 4 Moderator (the form's default), 6 User. Required; the server assumes nothing.
             * @enum {integer}
             */
            UserTypeId: 4 | 6;
            /**
             * Format: int32
             * @description The current organisation.
             */
            CustomerId: number;
            /** @description Whether the new user may sign in (the form's default is true). Required. */
            Active: boolean;
        };
        /** @description A contact person of the organisation. */
        Contact: {
            /** Format: int32 */
            Id: number;
            Name: string;
            Title: string | null;
            Email: string | null;
            EmailAllowed: boolean;
            Mobile: string | null;
            SmsAllowed: boolean;
            IsActive: boolean;
        };
        Organization: {
            /** Format: int32 */
            Id: number;
            Name: string;
            OrganisationNumber: string | null;
            DeliveryAdressStreet: string | null;
            DeliveryAdressZip: string | null;
            DeliveryAdressCity: string | null;
            DeliveryAdressCountry: string | null;
            /** @description The organisation's contacts. */
            CustomerPeople: components["schemas"]["Contact"][];
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
        OrderRef: {
            /** Format: int32 */
            Id: number;
        };
        /** @description The customer's contact person for the job. */
        CustomerPerson: {
            Name: string;
            Mobile: string | null;
            Email: string | null;
        };
        UserRef: {
            /** Format: int32 */
            Id: number;
            Name: string;
        };
        AppointmentParticipant: {
            User: components["schemas"]["UserRef"];
        };
        PartnerAppointment: {
            /**
             * Format: date-time
             * @description More than 5 days ahead is shown as primary, past as disabled, otherwise as warning.
             */
            AppointmentDate: string;
            /** Format: date-time */
            StartTime: string | null;
            /** Format: date-time */
            EndTime: string | null;
            Participants: components["schemas"]["AppointmentParticipant"][];
        };
        /** @description A machine sub-job of a partner job (the target of comments, counters and order lines). */
        PartnerMachineJob: {
            /** Format: int32 */
            Id: number;
            Machine: components["schemas"]["MachineRef"];
            /** @description Read-only for partners. */
            CustomerComment: string | null;
            TechnicianComment: string | null;
            InvoiceComment: string | null;
        };
        /** @description Who takes part in the job - a partner company, or a single partner user. */
        PartnerJobLink: {
            /** Format: int32 */
            Id: number;
            /** Format: int32 */
            PartnerCompanyId: number | null;
            CompanyName: string | null;
            /** Format: int32 */
            UserId: number | null;
        };
        /** @description A job as a partner sees it. Status 50 or higher is finalized (the report is read-only); 110 is deleted. */
        PartnerJob: {
            /** Format: int32 */
            Id: number;
            /** @description The short code of the /c/{code} link and of the offline report. */
            Code: string | null;
            DisplayName: string | null;
            Order: components["schemas"]["OrderRef"] | null;
            /**
             * @deprecated
             * @description Deprecated: read StatusId and StatusName, as every other job answers them. The status as `{ Id, Name }`.
             */
            JobStatus: components["schemas"]["NamedRef"];
            StatusId: components["schemas"]["JobStatusId"];
            StatusName: components["schemas"]["JobStatusName"];
            /**
             * @deprecated
             * @description Deprecated: read JobTypeId and JobTypeName, as every other job answers them. The job type as `{ Id, Name }`.
             */
            JobType: components["schemas"]["NamedRef"] | null;
            JobTypeId: components["schemas"]["JobTypeId"];
            /** @description The job type's name in the request's language (Accept-Language). */
            JobTypeName: string | null;
            Customer: components["schemas"]["NamedRef"];
            CustomerDeliveryAdressStreet: string | null;
            CustomerDeliveryAdressZip: string | null;
            CustomerDeliveryAdressCity: string | null;
            CustomerDeliveryAdressCountry: string | null;
            CustomerPerson: components["schemas"]["CustomerPerson"] | null;
            FirstLineComment: string | null;
            ServiceManagerComment: string | null;
            Appointments: components["schemas"]["PartnerAppointment"][];
            /** Format: date-time */
            CompletedDate: string | null;
            /** @description The machine sub-jobs. */
            InverseParent: components["schemas"]["PartnerMachineJob"][];
            /** @description The partner companies and users taking part in the job. */
            PartnerJobs: components["schemas"]["PartnerJobLink"][];
        };
        PartnerJobsView: {
            /** @description Not started (status 20 or below); the first 25. */
            Upcoming: components["schemas"]["PartnerJob"][];
            /** @description Started and not finalized (above 20, below 50); the first 25. */
            Open: components["schemas"]["PartnerJob"][];
            /** @description Finalized (50 up to 100); the latest 25. */
            Finished: components["schemas"]["PartnerJob"][];
            /** @description Per list, the Cursor of its next page (GET /api2/partner/jobs/list); null when the list is complete. */
            NextCursors: {
                Upcoming: string | null;
                Open: string | null;
                Finished: string | null;
            };
        };
        PartnerJobPage: {
            Items: components["schemas"]["PartnerJob"][];
            /** @description Send as `Cursor` for the page after this one; null on the last page. */
            NextCursor: string | null;
        };
        PartnerJobCounts: {
            /**
             * Format: int32
             * @description Jobs not started (status 20 or below).
             */
            Upcoming: number;
            /**
             * Format: int32
             * @description Jobs started and not finalized (above 20, below 50).
             */
            Open: number;
        };
        /** @description Exactly one of TechnicianComment or InvoiceComment. CustomerComment is read-only for partners. */
        SetCommentRequest: {
            TechnicianComment: string;
        } | {
            InvoiceComment: string;
        };
        /** @description A machine counter (operating hours, meter reading...). */
        Counter: {
            /** Format: int32 */
            Id: number;
            Name: string;
            /** @description Today's value (null until entered). */
            Value: number | null;
            /** @description The previous value. */
            LastValue: number | null;
        };
        /**
         * @description Today's value of a counter. The server reads Id and Value; Name and LastValue may be sent (a whole
         *     `Counter` is accepted) and are ignored.
         */
        CounterUpdate: {
            /** Format: int32 */
            Id: number;
            /**
             * @description Today's value: a number from 0 with at most two decimals (12.5, 12.25; 12.345 answers 400 rather
             *     than being saved rounded), not below the previous value. null answers 400.
             */
            Value: number | null;
            Name?: string;
            LastValue?: number | null;
        };
        Article: {
            ArticleNumber: string;
            ArticleDescription: string | null;
            ArticleType: string | null;
        };
        OrderLine: {
            /** Format: int32 */
            Id: number;
            /** @description Null for a custom line. */
            ArticleNumber: string | null;
            ArticleDescription: string;
            /** Format: int32 */
            ArticleCount: number;
            ArticleType: string | null;
        };
        /** @description A new order line; ArticleCount defaults to 1 and ArticleType to the article's type (null for a custom line). */
        OrderLineCreate: {
            /** @description The warehouse article, or null for a custom line. */
            ArticleNumber: string | null;
            ArticleDescription: string;
            /**
             * Format: int32
             * @default 1
             */
            ArticleCount?: number;
            ArticleType?: string | null;
        };
        OrderLineUpdate: {
            /**
             * Format: int32
             * @description Id of the order line.
             */
            Id: number;
            ArticleDescription: string;
            /** Format: int32 */
            ArticleCount: number;
        };
        Attachment: {
            /** Format: int32 */
            Id: number;
            Name: string;
            /** @description Relative path of the file (GET /api2/resource/?relativePath=). */
            Link: string;
            /** @description An image or video (shown as a thumbnail). */
            IsMedia: boolean;
            /**
             * Format: int32
             * @description 1 link/document, 2 form, 3 part drawing.
             * @enum {integer}
             */
            TypeId: 1 | 2 | 3;
        };
        AttachmentList: {
            Files: components["schemas"]["Attachment"][];
        };
        /**
         * @description Multipart form: one or more files, each a part named `Files` (repeat the field, one part per
         *     file). Each part carries its file name and its content type (see the operation's `encoding`).
         */
        FilesUpload: {
            /** @description The files, at most 10 in one request. */
            Files: string[];
        };
        /** @description Multipart form: exactly one file in a part named `Files`, with its file name and content type. */
        SingleFileUpload: {
            /**
             * Format: binary
             * @description The file (its bytes).
             */
            Files: string;
        };
        /** @description A file of the resource tree. */
        ResourceFile: {
            Name: string;
            /** @description Relative path of the file (GET /api2/resource/?relativePath=), or an absolute URL for a link. */
            Link: string;
            /**
             * Format: int32
             * @description 1 link/document, 2 form, 3 part drawing.
             * @enum {integer}
             */
            TypeId: 1 | 2 | 3;
            IsMedia: boolean;
        };
        /** @description A folder of the resource tree; the root is named Resources. */
        ResourceFolder: {
            Name: string;
            Files: components["schemas"]["ResourceFile"][];
            Folders: components["schemas"]["ResourceFolder"][];
            /**
             * @description Where the folder's files come from (null for the root).
             * @enum {string|null}
             */
            InheritedFromType: "Supplier" | "MachineModel" | "MachineJobHistory" | "Job" | null;
            /** @description Name of the supplier, model or job the files come from. */
            InheritedFromName: string | null;
        };
        /**
         * @description What the public QR page shows. When `IsPublic` is false and `IsOwner` is false, the machine's
         *     fields are null (the private message is shown): only Qrcode, IsPublic, IsOwner, SignedInAs and,
         *     for a caller who may switch to the owning organisation, OwnerCustomerId are set.
         */
        PublicMachine: {
            Qrcode: string;
            /** @description The machine is marked public. */
            IsPublic: boolean;
            /** @description The caller's current organisation owns the machine (false without a token). */
            IsOwner: boolean;
            /**
             * Format: int32
             * @description Set only when IsOwner, to open /customer/machines/{MachineId}.
             */
            MachineId: number | null;
            /**
             * Format: int32
             * @description The owning organisation: set when the machine is public, when the caller owns it, and when
             *     the caller may switch to it (`SignedInAs.MaySwitch`), to offer that switch.
             */
            OwnerCustomerId: number | null;
            DisplayName: string | null;
            /**
             * @deprecated
             * @description Deprecated: read MachineTypeRef (the `{ Id, Name }` object `Machine.MachineType` is). The type's name.
             */
            MachineType: string | null;
            /** @description The machine's type (the model's type when the machine has a model), as `Machine.MachineType`. */
            MachineTypeRef: components["schemas"]["NamedRef"] | null;
            /**
             * @deprecated
             * @description Deprecated: read SupplierRef (the `{ Id, Name }` object `Machine.Supplier` is). The supplier's name.
             */
            Supplier: string | null;
            /** @description The supplier (the machine's own, else its model's), as `Machine.Supplier`. */
            SupplierRef: components["schemas"]["NamedRef"] | null;
            Model: string | null;
            /** @description Relative path of the model image. */
            ModelImage: string | null;
            SerialNumber: string | null;
            /** @description Who asks, when a token was sent (null without one), so the page can say who is signed in. */
            SignedInAs: components["schemas"]["PublicMachineCaller"] | null;
        };
        /** @description The signed-in caller of a public QR page. */
        PublicMachineCaller: {
            Name: string;
            Email: string;
            /** @description The customer user's current organisation, or the partner user's company (null when it has none). */
            Organisation: string | null;
            /**
             * @description A customer user who does not own the machine in the current organisation but may switch
             *     to the owning one (its own organisation or one of its ImpersonationOptions).
             */
            MaySwitch: boolean;
        };
        /** @description A past service of a public machine, without prices, comments or parts. */
        PublicHistoryEntry: {
            /** Format: int32 */
            Id: number;
            StatusId: components["schemas"]["JobStatusId"];
            /** Format: date-time */
            CreatedDate: string;
            /** Format: date-time */
            CompletedDate: string | null;
            JobTypeId: components["schemas"]["JobTypeId"];
            /** @description The job type's name in the request's language (Accept-Language). */
            JobTypeName: string | null;
            /** @description The status's English name (spec §4), null for an id without one. */
            StatusName: components["schemas"]["JobStatusName"] | null;
        };
    };
    responses: {
        /** @description The request is invalid; nothing was changed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No valid token (the client refreshes once, then logs out). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The caller may not reach this record (another organisation, company or job). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No such record. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The record is not in a state that allows this (e.g. a job not started or already finalized). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The request body (or an uploaded file) is larger than the server accepts; nothing was read further or changed. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The request body's Content-Type is not one this operation accepts; nothing was changed. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /**
         * @description Too many requests or attempts from this client or for this account; nothing was checked or changed.
         *     `Retry-After` says after how many seconds to try again; the Message names the wait. A general request
         *     rate limit also sends the `RateLimit-*` headers.
         */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                /** @description The number of requests the client may make in the current window. */
                "RateLimit-Limit"?: number;
                /** @description The number of requests left in the current window. */
                "RateLimit-Remaining"?: number;
                /** @description Seconds until the current window ends and the budget is full again. */
                "RateLimit-Reset"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /**
         * @description A signed file link that does not open the file: tampered or malformed (403), expired (410), or the
         *     file is gone (404). A browser asking for HTML gets a short page saying so.
         */
        FileLinkRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
                "text/html": string;
            };
        };
        /**
         * @description The server is too busy to take the request now (load shedding) and did nothing; `Retry-After` says after
         *     how many seconds to try again.
         */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: {
        /**
         * @description 1-based page number. A page must start within the first 10,000 items of the list (the
         *     server's `PAGE_OFFSET_MAX`): `(Page - 1) * ItemsPerPage` of 10,000 or more answers 400 with a
         *     Message, and the list goes on by `Cursor` (each answer's `NextCursor`), whose cost does not
         *     grow with the depth. Ignored when a `Cursor` is given.
         */
        Page: number;
        /** @description Page size of the machine list. */
        MachineItemsPerPage: number;
        /** @description Page size of the job list. */
        JobItemsPerPage: number;
        /** @description Id of the machine. */
        MachinePathId: number;
        /** @description Id of the machine. */
        MachinePathMachineId: number;
        /** @description Id of the job. */
        PartnerJobPathId: number;
        /** @description Id of the machine job (a machine sub-job of a job, an entry of InverseParent). */
        MachineJobPathId: number;
        /** @description Id of the cart line (CartItem.Id). */
        CartLinePathId: number;
        /** @description Article number of the part. */
        ArticleNumberPath: string;
        /** @description The job's short code (as in the /c/{code} link). */
        JobCodeQuery: string;
        /**
         * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
         *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
         *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
         *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
         *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
         *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
         *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
         *     `Vary: Accept-Language`.
         * @example nb-NO,nb;q=0.9,en;q=0.8
         */
        AcceptLanguage: string;
        /**
         * @description Optional key that makes a create call safe to repeat. The client picks a new random key (a UUID)
         *     for each order it means to place and sends the same key again when it repeats that submit. The
         *     first call with a key creates the record; a later call of the same user with the same key and the
         *     same body creates nothing and answers the first call's `{ Id }` (201) again, also from another
         *     server instance; the same key with a different body answers 409. A key is kept for at least 24 hours.
         *     Printable ASCII without spaces, at most 200 characters.
         */
        IdempotencyKey: string;
        /** @description The machine's QR code (Machine.Qrcode). */
        QrPath: string;
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
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RevokeRequest"];
            };
        };
        responses: {
            /** @description The session is over. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomerUserInfo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    partnerCodeLogin: {
        parameters: {
            query: {
                /** @description The job's short code (as in the /c/{code} link). */
                code: components["parameters"]["JobCodeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A token limited to the job. */
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
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validateOtp: {
        parameters: {
            query: {
                /** @description The e-mail address the code was sent to. */
                email: string;
                /** @description The 6-character one-time code. */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the code is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recoverPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverPasswordRequest"];
            };
        };
        responses: {
            /** @description The request was accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPortalOptions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
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
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getResource: {
        parameters: {
            query: {
                /** @description Relative path of the file, as found in ModelImage, Link, ServiceReport and similar fields. */
                relativePath: components["schemas"]["RelativePath"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own content type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": components["schemas"]["Binary"];
                    "application/pdf": components["schemas"]["Binary"];
                    "application/octet-stream": components["schemas"]["Binary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createFileLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileLinkRequest"];
            };
        };
        responses: {
            /** @description The signed link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSignedFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed statement of the file, its reader and its expiry. */
                token: string;
                /** @description The file's name (ignored by the server). */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own content type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": components["schemas"]["Binary"];
                    "application/pdf": components["schemas"]["Binary"];
                    "text/plain": components["schemas"]["Binary"];
                    "application/octet-stream": components["schemas"]["Binary"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["FileLinkRefused"];
            404: components["responses"]["FileLinkRefused"];
            410: components["responses"]["FileLinkRefused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicMachine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The machine's QR code (Machine.Qrcode). */
                qr: components["parameters"]["QrPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The limited equipment information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicMachine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicMachineHistory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The machine's QR code (Machine.Qrcode). */
                qr: components["parameters"]["QrPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Closed service jobs of the machine, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicHistoryEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicMachineResources: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The machine's QR code (Machine.Qrcode). */
                qr: components["parameters"]["QrPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The root folder (named Resources). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceFolder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            /** @description The organisation's first 200 machines in list order (all of them when it has no more). */
            200: {
                headers: {
                    /**
                     * @description The number of machines of the organisation, counted up to 1,000 (more than the answer holds
                     *     when it was cut).
                     */
                    "X-Total-Count"?: number;
                    /** @description true when the organisation has more machines than X-Total-Count. */
                    "X-Total-Count-Capped"?: boolean;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachineListItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMachinesFiltered: {
        parameters: {
            query?: {
                /** @description Page size of the machine list. */
                ItemsPerPage?: components["parameters"]["MachineItemsPerPage"];
                /**
                 * @description 1-based page number. A page must start within the first 10,000 items of the list (the
                 *     server's `PAGE_OFFSET_MAX`): `(Page - 1) * ItemsPerPage` of 10,000 or more answers 400 with a
                 *     Message, and the list goes on by `Cursor` (each answer's `NextCursor`), whose cost does not
                 *     grow with the depth. Ignored when a `Cursor` is given.
                 */
                Page?: components["parameters"]["Page"];
                /** @description The `NextCursor` of the previous page (opaque), asked with the same `Sort`. */
                Cursor?: string;
                /**
                 * @description Only machines of this machine type (the machine's own type, else its model's, as
                 *     `MachineType` shows it). An `Id` of `machines/filteroptions` `Types`.
                 */
                TypeId?: number;
                /**
                 * @description Only machines of this supplier (the machine's own, else its model's, as `SupplierName` shows
                 *     it). An `Id` of `machines/filteroptions` `Suppliers`.
                 */
                SupplierId?: number;
                /**
                 * @description Only machines at this location (`Name`, equal as written, case included). A value of
                 *     `machines/filteroptions` `Locations`.
                 */
                Location?: string;
                /**
                 * @description `true`: only machines with an open service or part order (`ActiveServiceJobs` or
                 *     `ActivePartsJobs` above 0); `false`: only machines without one. Left out: both.
                 */
                HasOpenOrders?: boolean;
                /**
                 * @description The order. `name` (default): display name, then id. `serial`: serial number (A to Z, machines
                 *     without one last), then id. `lastService`: the newest service history entry first
                 *     (`LastServiceDate`, machines never serviced last), then id, newest first too.
                 */
                Sort?: "name" | "serial" | "lastService";
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
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMachineFilterOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachineFilterOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchMachines: {
        parameters: {
            query: {
                /** @description The text (1 to 100 characters; spaces at either end are ignored). */
                Search: string;
                /** @description The most machines to answer. */
                Limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The best matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachineSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMachine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine. */
                id: components["parameters"]["MachinePathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MachineUpdate"];
            };
        };
        responses: {
            /** @description The saved machine. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Machine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMachineOpenJobsCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine. */
                id: components["parameters"]["MachinePathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open part-order jobs and open other jobs on the machine. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenJobsCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMachineOverview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine. */
                id: components["parameters"]["MachinePathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The machine and how many manuals, part drawings and forms it has. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachineOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMachineHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine. */
                id: components["parameters"]["MachinePathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description History entries, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachineServiceHistoryEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenMachineJobs: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id of the machine. */
                id: components["parameters"]["MachinePathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerJob"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJobsFiltered: {
        parameters: {
            query?: {
                /** @description Page size of the job list. */
                ItemsPerPage?: components["parameters"]["JobItemsPerPage"];
                /**
                 * @description 1-based page number. A page must start within the first 10,000 items of the list (the
                 *     server's `PAGE_OFFSET_MAX`): `(Page - 1) * ItemsPerPage` of 10,000 or more answers 400 with a
                 *     Message, and the list goes on by `Cursor` (each answer's `NextCursor`), whose cost does not
                 *     grow with the depth. Ignored when a `Cursor` is given.
                 */
                Page?: components["parameters"]["Page"];
                /** @description The `NextCursor` of the previous page (opaque). */
                Cursor?: components["schemas"]["PageCursor"];
                /** @description open, closed (history) or all. */
                Status?: "open" | "closed" | "all";
                /** @description Only jobs on this machine. */
                MachineId?: number;
                /** @description Case-insensitive text in the order number, the display name or a machine name. */
                Search?: components["schemas"]["SearchText"];
                /** @description Created on or after this date. */
                From?: string;
                /** @description Created on or before this date. */
                To?: string;
            };
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
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
                    "application/json": components["schemas"]["CustomerJobPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomerJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id of the job. */
                jobId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job with its machine sub-jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional key that makes a create call safe to repeat. The client picks a new random key (a UUID)
                 *     for each order it means to place and sends the same key again when it repeats that submit. The
                 *     first call with a key creates the record; a later call of the same user with the same key and the
                 *     same body creates nothing and answers the first call's `{ Id }` (201) again, also from another
                 *     server instance; the same key with a different body answers 409. A key is kept for at least 24 hours.
                 *     Printable ASCII without spaces, at most 200 characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewJobRequest"];
            };
        };
        responses: {
            /** @description The job was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedId"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPartDrawing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the document. */
                documentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The part drawing document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMachineForms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine. */
                machineId: components["parameters"]["MachinePathMachineId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The forms of the machine's model, by name (none when the machine has no model). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMachineManuals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine. */
                machineId: components["parameters"]["MachinePathMachineId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The manuals of the machine's model, by name (none when the machine has no model). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMachinePartDrawings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine. */
                machineId: components["parameters"]["MachinePathMachineId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The part drawings of the machine's model, by name (none when the machine has no model). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMachineResources: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine. */
                machineId: components["parameters"]["MachinePathMachineId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The root folder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceFolder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Article number of the part. */
                articleNumber: components["parameters"]["ArticleNumberPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The part. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Part"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getModelParts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine model. */
                machineModelId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Part"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomerArticlePrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Article number of the part. */
                articleNumber: components["parameters"]["ArticleNumberPath"];
                /** @description Id of the machine. */
                machineId: components["parameters"]["MachinePathMachineId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer price, if the organisation has one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceForMachine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMachineCost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cost points. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachineCostPoint"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShoppingCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShoppingCart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addToShoppingCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartAddRequest"];
            };
        };
        responses: {
            /** @description The updated cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShoppingCart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setShoppingCartItemCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the cart line (CartItem.Id). */
                id: components["parameters"]["CartLinePathId"];
                /** @description The new count (at most 9999, like Quantity when adding). */
                count: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShoppingCart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeShoppingCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the cart line (CartItem.Id). */
                id: components["parameters"]["CartLinePathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShoppingCart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkoutShoppingCart: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional key that makes a create call safe to repeat. The client picks a new random key (a UUID)
                 *     for each order it means to place and sends the same key again when it repeats that submit. The
                 *     first call with a key creates the record; a later call of the same user with the same key and the
                 *     same body creates nothing and answers the first call's `{ Id }` (201) again, also from another
                 *     server instance; the same key with a different body answers 409. A key is kept for at least 24 hours.
                 *     Printable ASCII without spaces, at most 200 characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            /** @description The part order was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedId"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addCustomerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewCustomerUser"];
            };
        };
        responses: {
            /** @description The user was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchCustomerUsers: {
        parameters: {
            query?: {
                /** @description Text in the name or e-mail address. */
                Search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerUser"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    toggleCustomerUserActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the customer user. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user with the new flag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    toggleContactActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the contact. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact with the new flag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPartnerJobsView: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The three lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerJobsView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPartnerJobsSection: {
        parameters: {
            query: {
                /** @description Which list. */
                Section: "Upcoming" | "Open" | "Finished";
                /** @description Where the page starts (opaque). */
                Cursor?: components["schemas"]["PageCursor"];
            };
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerJobPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPartnerJobCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerJobCounts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPartnerCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCompany"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPartnerJobByCode: {
        parameters: {
            query: {
                /** @description The job's short code (as in the /c/{code} link). */
                code: components["parameters"]["JobCodeQuery"];
            };
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOfflineReportEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description true when offline reports are enabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPartnerJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id of the job. */
                id: components["parameters"]["PartnerJobPathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setPartnerJobStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the job. */
                id: components["parameters"]["PartnerJobPathId"];
                /** @description The new status. */
                status: "Open" | "Completed";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job with its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setMachineJobComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine job (a machine sub-job of a job, an entry of InverseParent). */
                machineJobId: components["parameters"]["MachineJobPathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetCommentRequest"];
            };
        };
        responses: {
            /** @description The machine job with the saved comment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerMachineJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMachineCounters: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id of the machine. */
                machineId: components["parameters"]["MachinePathMachineId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Counter"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveMachineCounter: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CounterUpdate"];
            };
        };
        responses: {
            /** @description The saved counter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Counter"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPartnerArticles: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The first 100 articles of the warehouse by article number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchPartnerArticles: {
        parameters: {
            query: {
                /** @description At least 3 characters. */
                searchword: components["schemas"]["ArticleSearchText"];
            };
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching articles by article number, at most 100. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderLines: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the texts the server owns in the answer: job type names (`JobTypeName`,
                 *     the deprecated `JobType.Name`), counter names (`Counter.Name`, for the standard counters), article types
                 *     (`ArticleType`, e.g. "Spare part"), country names (`...Country`) and the portal options'
                 *     `PortalName`, `WelcomeText` and `PrivacyText` (where the setting holds them in that language).
                 *     Norwegian (`no`, `nb`, `nn`, any region) answers them in Norwegian bokmål; anything else, or no
                 *     header, in English. Quality values are honoured (`en;q=0.5, nb` is Norwegian). Everything
                 *     else (names, addresses, comments, `Message` texts) is answered as stored. Answers carry
                 *     `Vary: Accept-Language`.
                 * @example nb-NO,nb;q=0.9,en;q=0.8
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id of the machine job (a machine sub-job of a job, an entry of InverseParent). */
                machineJobId: components["parameters"]["MachineJobPathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order lines of the machine job, in the order they were added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderLine"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addOrderLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine job (a machine sub-job of a job, an entry of InverseParent). */
                machineJobId: components["parameters"]["MachineJobPathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLineCreate"];
            };
        };
        responses: {
            /** @description The line was added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOrderLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine job (a machine sub-job of a job, an entry of InverseParent). */
                machineJobId: components["parameters"]["MachineJobPathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLineUpdate"];
            };
        };
        responses: {
            /** @description The updated line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteOrderLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the machine job (a machine sub-job of a job, an entry of InverseParent). */
                machineJobId: components["parameters"]["MachineJobPathId"];
                /** @description Id of the order line. */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order lines left on the machine job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderLine"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJobAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the job. */
                id: components["parameters"]["PartnerJobPathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All attachments of the job, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachmentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadJobAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the job. */
                id: components["parameters"]["PartnerJobPathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FilesUpload"];
            };
        };
        responses: {
            /** @description The files were stored; all attachments of the job, oldest first. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachmentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteJobAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the job. */
                id: components["parameters"]["PartnerJobPathId"];
                /** @description Id of the attachment. */
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachments left on the job, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachmentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadOfflineReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the job. */
                id: components["parameters"]["PartnerJobPathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SingleFileUpload"];
            };
        };
        responses: {
            /** @description The report was stored; all attachments of the job, oldest first. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachmentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOfflineReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's short code. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offline report PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["Binary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenApiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract as JSON. */
            200: {
                headers: {
                    /** @description The contract's version (a hash of its text); the same for JSON and YAML. */
                    ETag?: string;
                    /** @description `no-cache`: keep it, and ask again with `If-None-Match` before using it. */
                    "Cache-Control"?: string;
                    /** @description `inline; filename="api2.json"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not modified - `If-None-Match` named the current `ETag`. No body. */
            304: {
                headers: {
                    /** @description The contract's version, as in the 200 answer. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenApiYaml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract as YAML. */
            200: {
                headers: {
                    /** @description The contract's version (a hash of its text); the same for JSON and YAML. */
                    ETag?: string;
                    /** @description `no-cache`: keep it, and ask again with `If-None-Match` before using it. */
                    "Cache-Control"?: string;
                    /** @description `inline; filename="api2.yaml"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
            /** @description Not modified - `If-None-Match` named the current `ETag`. No body. */
            304: {
                headers: {
                    /** @description The contract's version, as in the 200 answer. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
