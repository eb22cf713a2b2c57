// An error with a stable code beside its message: main throws one (`DesktopError`), the envelope
// carries its code and message as data, and the renderer throws one again (`BridgeError`). Kept
// apart from the contract's schemas so the renderer's start-up need not build them.

export class CodedError extends Error {
  readonly code: string;
  constructor(name: string, code: string, message: string) {
    super(message);
    this.name = name;
    this.code = code;
  }
}
