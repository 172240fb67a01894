// The nginx in front of the API processes (scripts/cluster/cluster.mjs), written from the cluster's
// state each time it changes (a process taken out for a restart is `down`).

/** The API's upload ceiling (api/src/capabilities/files/file-routes.ts UPLOAD_CEILING_BYTES): nginx must not refuse below it. */
export const UPLOAD_CEILING_MB = 100;

/**
 * - Passive health checks only (nginx OSS has no active ones): a process that refuses a connection
 *   or times out is skipped for 2 s (max_fails=1 fail_timeout=2s). /healthz and /readyz are for
 *   an outside checker and the cluster script's own wait loop.
 * - Retries: a request nginx could not hand to a process (refused, timed out, 502, 503) goes to the
 *   next one, but only when it is idempotent or was never sent: nginx's default, kept (no
 *   `non_idempotent`), so a POST a process may have acted on is never sent twice.
 * - Keep-alive to the processes (a new connection per request cost the processes about a
 *   millisecond of CPU each): nginx closes an idle one after 60 s, before the processes' own 72 s
 *   would, so nginx never sends on a connection a process is closing. A process is stopped only after
 *   it was taken out and the reload's old workers exited (cluster.mjs takeOut), which closes their
 *   idle connections to it: no POST can be sent on a connection that a stopping process closes.
 * - No keep-alive to clients either (keepalive_timeout 0): a reload (the rolling restart takes a
 *   process out that way) makes the old workers close their idle client connections, and a POST a
 *   client sends on one at that moment is lost unanswered (clients do not retry a POST). A
 *   deployment whose clients keep connections needs a balancer that changes its upstreams without
 *   a reload (HAProxy's runtime API, NGINX Plus, a cloud load balancer's deregistration delay).
 * - No gzip here: the API compresses (and serves the build's .br/.gz files) itself.
 * - `upstreamHeader`: X-Upstream names the process that answered (tests and benchmarks only; it
 *   tells the world the internal addresses).
 * - /metrics is each process's, for a Prometheus server that scrapes the processes directly
 *   (docs/operations.md#metrics): never passed on, 404 here whoever asks.
 * - Request ids (docs/operations.md#request-ids): the client's X-Request-Id when well formed (the
 *   API's own rule, api/src/infrastructure/http/request-id.ts), else nginx's $request_id, passed to
 *   the process (which answers it and logs with it) and written in access.log. That log names the
 *   county and the API area of each request only ($portal_area): a path can hold a status link's
 *   token or a search term, and a query string an owner's name; no client address either.
 */
export function nginxConfig({ dir, listen, upstreams, upstreamHeader = false, workers = 1 }) {
  const servers = upstreams.map(({ port, down }) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down ? ' down' : ''};`).join('\n');
  return `# Written by scripts/cluster/nginx-config.mjs; rewritten on every change.
worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  map $http_x_request_id $portal_request_id {
    "~^[A-Za-z0-9._-]{8,64}$" $http_x_request_id;
    default $request_id;
  }
  map $uri $portal_area {
    "~^(?<area>/[^/]+/api/[^/]+)" $area;
    "~^(?<area>/[^/]*)" $area;
    default "-";
  }
  log_format portal '$time_iso8601 $portal_request_id $request_method $portal_area $status $body_bytes_sent $request_time $upstream_addr $upstream_status';
  access_log ${dir}/access.log portal buffer=64k flush=1s;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server_tokens off;
  gzip off;
  keepalive_timeout 0;

  upstream api {
${servers}
    keepalive 32;
    keepalive_timeout 60s;
  }

  server {
    listen ${listen};
    client_max_body_size ${UPLOAD_CEILING_MB}m;
    location = /metrics {
      return 404;
    }
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Request-Id $portal_request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries ${Math.max(2, upstreams.length)};
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_send_timeout 120s;
${upstreamHeader ? '      add_header X-Upstream $upstream_addr always;\n' : ''}    }
  }
}
`;
}
