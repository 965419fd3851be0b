# Varnish in front of the content service's public API (docs/operations.md, "The chain").
#
#   visitor -> nginx :443 (TLS, HTTP/2) -> Varnish 127.0.0.1:6081 (this file: GET and HEAD only)
#           -> nginx 127.0.0.1:8080 -> content-service@4001, @4002 (balanced, retried)
#
# Varnish has one backend, nginx's loopback listener, so that the instances are listed in one place
# (the nginx site's upstream), where the passive health checks and the retry on another instance
# live. What this file adds: the public API's answers kept for their s-maxage (30 s), one copy per
# Vary, and dropped at once when the service says a publish changed them (PURGE or BAN, from the
# service's addresses only).
vcl 4.1;

import std;

backend nginx_upstream {
    .host = "127.0.0.1";
    .port = "8080";
    # The longest a request may take at the service (config.ts, IntakeLimits.requestTimeoutMs) is
    # for uploads, which never come this way; a public answer slower than this is a fault.
    .first_byte_timeout = 60s;
    .between_bytes_timeout = 30s;
}

# Who may drop answers: the machines the content service runs on (CDN_PURGE_URLS points here).
# Never nginx's public side: nginx sends only GET and HEAD to Varnish.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE" || req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(403, "Not allowed to purge"));
        }
        if (req.method == "PURGE") {
            return (purge);
        }
        # A regular expression over the whole request URL, query included (purge/purgeRequests.ts).
        # Lurker-friendly: matched against the object's own copy of its URL, so bans are cleared in
        # the background instead of piling up until each object is next asked for.
        if (!req.http.X-Ban-Path) {
            return (synth(400, "BAN needs X-Ban-Path"));
        }
        if (!std.ban("obj.http.X-Url ~ " + req.http.X-Ban-Path)) {
            return (synth(400, std.ban_error()));
        }
        return (synth(200, "Banned"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The desk and the editor's sign-in are personal: never kept (nginx sends them past Varnish
    # anyway; this holds if it is ever pointed here).
    if (req.url ~ "^/(desk|api/desk|api/cms)(/|\?|$)" || req.url ~ "^/metrics") {
        return (pass);
    }
    # A photo's copy comes in WebP to a browser that names it, as stored to any other (the service
    # says Vary: Accept). Browsers send many Accept headers; brought down to those two, each copy
    # is kept twice here, not once per browser version.
    if (req.url ~ "^/api/image(/|\?)") {
        if (req.http.Accept ~ "(?i)image/webp" && req.http.Accept !~ "(?i)image/webp\s*;\s*q=0(\.0*)?\s*(,|$)") {
            set req.http.Accept = "image/webp";
        } else {
            unset req.http.Accept;
        }
    }
    # Cookie and Authorization pass (the built-in rules, which run after this).
}

# One site: the service never answers by Host (PUBLIC_SERVICE_URL names it), so a PURGE of a path
# drops it whatever name it was fetched by.
sub vcl_hash {
    hash_data(req.url);
    return (lookup);
}

sub vcl_backend_response {
    set beresp.http.X-Url = bereq.url;
    # Only what the service marks as storable is kept: Varnish's default TTL (120 s) never applies
    # to an answer that says nothing. s-maxage wins over max-age (Varnish reads it itself).
    if (beresp.http.Cache-Control !~ "(?i)(s-maxage|max-age)=[1-9]") {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    # must-revalidate: once its s-maxage is over, an answer is not handed out stale (the desk's
    # "on the site within 30 seconds" holds).
    if (beresp.http.Cache-Control ~ "(?i)must-revalidate") {
        set beresp.grace = 0s;
    }
}

sub vcl_deliver {
    unset resp.http.X-Url;
}
