/** Sends a text message to an Indian mobile number. Real providers and the console outbox share it. */
export interface SmsProvider {
  readonly kind: 'console' | 'http';
  send(phone: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  phone: string;
  text: string;
  sentAt: string;
}
