// The gateway's shape, shared by both transports: the Electron `app://` protocol handler and the
// browser-mode host hand every `/org/<orgId>/…` request to it. It answers with the backend's
// response (credentials added in main, never visible to the renderer) or a classified error.
// A request built by `downloadRequest` (gateway-download.ts) is answered in download mode.
export type Gateway = (orgId: string, request: Request) => Promise<Response>;
