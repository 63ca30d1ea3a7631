/** A handler's answer when it needs a status other than 200 or extra headers (cookies). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string | string[]> = {},
  ) {}
}

/** Raw (non-JSON) answer: statement documents, CSV downloads. */
export class RawReply {
  constructor(
    readonly status: number,
    readonly contentType: string,
    readonly body: string | Buffer,
    readonly headers: Record<string, string> = {},
  ) {}
}
