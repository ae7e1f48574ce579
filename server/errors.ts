/** Domain errors carry the message users read; one mapper (server/api/error-handler.ts) turns them into HTTP. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(message, "validation_error", 400, fields);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(message, "not_found", 404);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, "conflict", 409);
  }
}

/** No signed-in session where one is needed. */
export class UnauthorizedError extends DomainError {
  constructor(message = "Please sign in.") {
    super(message, "unauthorized", 401);
  }
}

/** Signed in, but not as someone allowed to do this. */
export class ForbiddenError extends DomainError {
  constructor(message = "Your account cannot do this.") {
    super(message, "forbidden", 403);
  }
}
