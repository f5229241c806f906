/**
 * The message a text field shows: the server's while it stands, else the schema's once something is
 * typed (an empty required field is told by its star and by the "Il manque" line, not in red).
 */
export function visibleError(value: unknown, schemaMessage: string | undefined, serverMessage: string | undefined): string | undefined {
  if (serverMessage) return serverMessage
  const typed = typeof value === 'string' && value.trim() !== ''
  return typed ? schemaMessage : undefined
}
