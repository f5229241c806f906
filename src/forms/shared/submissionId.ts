/** 32 random hex digits naming one sending of a form (getRandomValues works on plain http too). */
export function newSubmissionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
