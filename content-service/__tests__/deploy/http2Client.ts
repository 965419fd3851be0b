import http2 from "http2";
import net from "net";
import tls from "tls";

export interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

/** A browser's HTTP/2 connection to nginx over TLS, trusting the test's certificate; `localAddress`
 * picks the loopback address it comes from, so that the service's view of the client can be told
 * from nginx's own 127.0.0.1. */
export function connectHttp2(origin: string, ca: Buffer, localAddress = "127.0.0.1") {
  const { hostname, port } = new URL(origin);
  // tls.connect takes socket.connect()'s options too (Node's documentation); its types omit them.
  const options: tls.ConnectionOptions & Pick<net.TcpNetConnectOpts, "localAddress"> = {
    host: hostname,
    port: Number(port),
    ca,
    localAddress,
    ALPNProtocols: ["h2"],
  };
  const session = http2.connect(origin, { createConnection: () => tls.connect(options) });
  // A session that fails fails its streams too, and the request waiting on one says why.
  session.on("error", () => {});
  const request = (headers: http2.OutgoingHttpHeaders, body?: string | Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const stream = session.request({ ":method": "GET", ...headers }, { endStream: body === undefined });
      let status = 0;
      let received: http2.IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      stream.on("response", (answer) => {
        received = answer;
        status = Number(answer[":status"]);
      });
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      const answered = () => resolve({ status, headers: received, body: Buffer.concat(chunks).toString() });
      stream.on("end", answered);
      // nginx may answer a body it refuses (413) and then reset the stream: the answer stands.
      stream.on("error", (error) => (status ? answered() : reject(error)));
      if (body !== undefined) stream.end(body);
    });
  return { session, request, close: () => new Promise<void>((resolve) => session.close(() => resolve())) };
}
