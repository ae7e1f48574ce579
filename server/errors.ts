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
