/** A confirm box's callback (SPEC §2.2): may be async; answering false keeps the box open. */
export type MessageBoxCallback = () => Promise<boolean | void> | boolean | void;

/** Where views leave a box's callback for the message-box machine to run. */
export interface MessageBoxCallbacksPort {
  register(callback: MessageBoxCallback): string;
}
