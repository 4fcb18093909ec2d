import 'server-only';
import { APIError } from 'better-auth/api';

/**
 * better-auth's answer to a wrong password or code. By its name as well as its class: with Payload's
 * build settings (withPayload) the server bundle can hold two copies of better-call, and the error
 * thrown by one is not an instance of the other's class (the sign-in page then failed with a 500).
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof APIError || (error instanceof Error && error.name === 'APIError');
}
