import { ValidationError } from 'payload'

/**
 * A refused field as Payload's ValidationError (400, the field's path and message in `data`), whose
 * own message is the reason itself: the admin shows that message in its toast, and after a failed
 * save Payload's account view folds the password fields away, with their field errors.
 */
export function fieldRefusal(collection: string, field: { path: string; label: string }, message: string): ValidationError {
  const error = new ValidationError({ collection, errors: [{ ...field, message }] })
  error.message = message
  return error
}
