/** A text field of a streamed multipart request, as @fastify/multipart hands it over (or nothing). */
export function multipartFieldValue(field: unknown): string | undefined {
  if (field && typeof field === 'object' && 'value' in field && typeof field.value === 'string') return field.value;
  return undefined;
}
