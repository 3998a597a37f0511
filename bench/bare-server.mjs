// The ceiling of this machine: a bare node:http server answering one fixed,
// small JSON body. Started by bench/run.ts in its own process, on 127.0.0.1.
import http from "node:http";

const body = Buffer.from(JSON.stringify({ ok: true, message: "bare node:http", items: [1, 2, 3] }));
const headers = { "content-type": "application/json; charset=utf-8", "content-length": String(body.length) };

const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
