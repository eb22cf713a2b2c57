// A UUID as the backend writes its ids (rows, invitations): one pattern for main and the renderer.
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
