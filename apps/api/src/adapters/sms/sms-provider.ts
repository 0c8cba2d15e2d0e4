/** Sends a text message to an Indian mobile number. Real providers and the console outbox share it. */
export interface SmsProvider {
  readonly kind: 'console' | 'http';
  send(phone: string, text: string): Promise<void>;
  /** The messages kept for a phone, newest first: only the console outbox keeps any. */
  outbox?(phone: string): OutboxMessage[];
}

export interface OutboxMessage {
  phone: string;
  text: string;
  sentAt: string;
}
