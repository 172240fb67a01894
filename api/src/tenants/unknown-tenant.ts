/** What a visitor reads when the first path segment names no county. */
export const unknownTenantMessage = (id: string) => `We could not find a county called “${id}”.`;
