/** An expected failure, carried as a value: a stable machine code and a sentence for people. */
export interface EngineError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

/** Either a value or an expected failure. Engine functions return these instead of throwing. */
export type Result<T, E = EngineError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A successful result. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** A failed result with a code and a message. */
export const fail = <C extends string>(
  code: C,
  message: string,
): { readonly ok: false; readonly error: EngineError<C> } => ({
  ok: false,
  error: { code, message },
});
