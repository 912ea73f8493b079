import type { IceGathering, IceGatheringPort } from '../../application/tools/tools.port.ts';

/** Long enough for a STUN answer across the world, short enough that a blocked UDP path ends the test. */
const GATHERING_TIMEOUT_MS = 6000;

/**
 * Gathers ICE candidates as any website could (issue 6 WebRTC leak test): a peer connection with a data
 * channel, an offer set as the local description, and the candidates until gathering completes or the
 * time limit passes. No remote peer exists and nothing is sent anywhere but the STUN servers.
 */
export class IceGatheringAdapter implements IceGatheringPort {
  readonly #stunServers: () => Promise<readonly string[]>;
  readonly #timeoutMs: number;

  constructor(stunServers: () => Promise<readonly string[]>, timeoutMs = GATHERING_TIMEOUT_MS) {
    this.#stunServers = stunServers;
    this.#timeoutMs = timeoutMs;
  }

  async gather(signal?: AbortSignal): Promise<IceGathering> {
    if (typeof RTCPeerConnection !== 'function') return { kind: 'unavailable' };
    const urls = await this.#stunServers().catch(() => [] as readonly string[]);
    let connection: RTCPeerConnection;
    try {
      connection = new RTCPeerConnection({ iceServers: urls.length > 0 ? [{ urls: [...urls] }] : [] });
    } catch {
      // Some browsers and extensions replace the constructor with one that throws.
      return { kind: 'unavailable' };
    }
    const lines: string[] = [];
    try {
      const complete = await new Promise<boolean>((resolve, reject) => {
        const timer = setTimeout(() => resolve(false), this.#timeoutMs);
        const finish = (value: boolean) => {
          clearTimeout(timer);
          resolve(value);
        };
        signal?.addEventListener('abort', () => finish(false), { once: true });
        connection.addEventListener('icecandidate', (event) => {
          if (event.candidate === null) finish(true);
          else if (event.candidate.candidate !== '') lines.push(event.candidate.candidate);
        });
        connection.addEventListener('icegatheringstatechange', () => {
          if (connection.iceGatheringState === 'complete') finish(true);
        });
        connection.createDataChannel('harbor-leak-test');
        connection
          .createOffer()
          .then((offer) => connection.setLocalDescription(offer))
          .catch((error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          });
      });
      return { kind: 'gathered', lines, complete };
    } catch {
      return { kind: 'unavailable' };
    } finally {
      connection.close();
    }
  }
}
