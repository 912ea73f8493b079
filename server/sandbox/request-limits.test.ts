// Issue 16 finding 1 over a real socket: a chunked body with no Content-Length is refused while it streams,
// not after it has been read whole.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/infrastructure/contract/api.contract.ts';
import { startSandbox, type RunningSandbox } from '../../tests/support/sandbox-server.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

type Outcome = { status: number; body: string; bytesWritten: number; endedBeforeAnswer: boolean };

/**
 * Streams up to `total` bytes chunked and never ends the request until an answer arrives: a server that waits for
 * the whole body never answers (the test times out), one that counts while reading answers mid-stream.
 */
function streamUntilAnswered(path: string, total: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let bytesWritten = 0;
    let answered = false;
    const url = new URL(path, sandbox.base);
    const req = request(url, { method: 'POST', headers: { 'X-App-Type': '501', 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, bytesWritten, endedBeforeAnswer: req.writableEnded });
        req.destroy();
      });
    });
    // The server may close the connection after answering while bytes are still on their way.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && bytesWritten < total) {
        bytesWritten += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

describe('request body limits over a socket', () => {
  it('answers 413 to 5 MB chunked while the client is still sending, without reading it whole', async () => {
    const outcome = await streamUntilAnswered(ENDPOINTS.contactUs.path, 5 * 1024 * 1024);
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({ code: 413, msg: 'The request body is too large.' });
    expect(outcome.endedBeforeAnswer).toBe(false);
  });
});
