// The error catalogue of spec accounts §8, plus the codes the HTTP boundary needs. Shared by server
// and client: the client translates a code with messages `errors.<code>`.

export const errorStatus = {
  InvalidCredentials: 401,
  UserAlreadyExists: 409,
  SecretsNotFound: 404,
  OAuthUser: 400,
  InvalidResetToken: 400,
  InvalidVerificationToken: 400,
  EmailAlreadyVerified: 400,
  TwoFactorNotEnabled: 400,
  TwoFactorAlreadyEnabled: 400,
  InvalidTwoFactorCode: 400,
  InvalidTwoFactorBackupCode: 400,
  InvalidBrowserConnection: 500,
  ResumeSlugAlreadyExists: 409,
  ResumeNotFound: 404,
  ResumeLocked: 423,
  ResumePrinterError: 500,
  ResumePreviewError: 500,
  SomethingWentWrong: 500,

  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  ValidationFailed: 400,
  MalformedJson: 400,
  PayloadTooLarge: 413,
  CrossSiteRequest: 403,
  TooManyRequests: 429,
  VersionConflict: 409,
  ResumeLimitReached: 403,
  InsufficientTokens: 402,
  SignupsDisabled: 403,
  EmailAuthDisabled: 403,
  DemoAccountLocalOnly: 403,
  PaymentsDisabled: 503,
  InvalidWebhookSignature: 400,
  // Why a picture upload was refused (core/uploads/upload-errors.ts).
  MissingFile: 400,
  FileTooLarge: 413,
  UnsupportedFileType: 415,
  ImageTooLarge: 422,
  InvalidImage: 422,
  // Why a resume file could not be imported; details.reason names it (lib/formats/import-error.ts).
  ImportFailed: 422,
  // Account security (issue 21): a sensitive change needs a fresh proof of identity.
  RecentSignInRequired: 403,
  // The AI provider layer (lib/ai/provider.ts): the model took too long, could not be reached or
  // answered, or gave an answer that is empty or does not fit the expected shape (after one retry).
  AiTimeout: 504,
  AiUnavailable: 503,
  AiMalformedAnswer: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorStatus, value);
}

/** Client-side failures of the request helper (spec accounts §8), translated like server codes. */
export const clientErrorCodes = [
  "NetworkUnavailable",
  "EndpointNotAvailable",
  "TooManyConcurrentRequests",
  "RequestTimedOut",
] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/** The one JSON error shape every API route answers with. */
export type ApiErrorBody = {
  error: {
    code: ErrorCode;
    message: string;
    /** Field paths and their problems, for validation failures. */
    fields?: Record<string, string[]>;
    /** Anything else the client may act on (a limit's reason, the current version on a conflict). */
    details?: Record<string, unknown>;
  };
};
