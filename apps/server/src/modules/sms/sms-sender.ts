/** A text message to one phone. */
export interface SmsMessage {
  /** the phone as core's normalisePhone writes it: +923001234567 */
  to: string;
  text: string;
}

/** Where text messages go. One driver today: a gateway's HTTP form (SMS_URL). */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The gateway did not take the message: nothing was sent. */
export class SmsNotSentError extends Error {
  constructor(reason: string) {
    super(`SMS not sent: ${reason}`);
    this.name = 'SmsNotSentError';
  }
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * The generic HTTP gateway, the form most Pakistani SMS gateways take (and Twilio's with its
 * account in the URL): a POST of `application/x-www-form-urlencoded` to SMS_URL with the URL's own
 * query parameters (an API key, a sender name) and `to` and `text` added; a user and password in
 * the URL go as HTTP basic authentication. Any 2xx answer is sent; anything else, or no answer in
 * 10 seconds, is an SmsNotSentError.
 *
 *   SMS_URL=https://api.gateway.example/send?api_key=KEY&from=OnSale
 */
export function createFormSmsSender(smsUrl: string, fetchImpl: typeof fetch = fetch): SmsSender {
  const url = new URL(smsUrl);
  const fields = new URLSearchParams(url.search);
  const authorization =
    url.username || url.password
      ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
      : undefined;
  const target = `${url.origin}${url.pathname}`;
  return {
    async send({ to, text }) {
      const body = new URLSearchParams(fields);
      body.set('to', to);
      body.set('text', text);
      let response: Response;
      try {
        response = await fetchImpl(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(authorization ? { authorization } : {}),
          },
          body,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsNotSentError(error instanceof Error ? error.message : String(error));
      }
      // The answer's body is read so that the connection is free for the next message.
      const answer = await response.text().catch(() => '');
      if (!response.ok) throw new SmsNotSentError(`the gateway answered ${response.status} ${answer.slice(0, 200)}`);
    },
  };
}

/** The shop's SMS sender, or none when SMS_URL is unset (confirmations then go by e-mail and phone call). */
export function createSmsSender(smsUrl: string | undefined): SmsSender | null {
  return smsUrl ? createFormSmsSender(smsUrl) : null;
}
