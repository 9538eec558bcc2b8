// The keys the newsletter's limits and suppression count under (issue 42): one mailbox however its
// address is written, one IPv6 client however many of its /64's addresses it uses.
import { describe, expect, it } from "vitest";
import { clientKeyOf as networkKey } from "./client-address.js";
import { mailboxKey } from "./email.js";

describe("mailboxKey", () => {
  it("folds case everywhere, and Gmail's dots and +tags (googlemail.com is gmail.com)", () => {
    for (const written of ["Sita.Raman@gmail.com", "sitaraman+birds@GMAIL.com", "s.i.t.a.raman+1+2@googlemail.com", " sitaraman@gmail.com "])
      expect(mailboxKey(written)).toBe("sitaraman@gmail.com");
  });
  it("folds a +tag at any domain, but keeps the dots of other domains: there they may be other people", () => {
    expect(mailboxKey("First.Last+News@Example.co.in")).toBe("first.last@example.co.in");
    expect(mailboxKey("+news@example.co.in")).toBe("+news@example.co.in");
    expect(mailboxKey("a.b@gmail.com.evil.example")).toBe("a.b@gmail.com.evil.example");
  });
});

describe("networkKey", () => {
  it("keys an IPv6 client by its /64, an IPv4 one (and its IPv6-mapped form) by the address", () => {
    expect(networkKey("2001:db8:42:7::1")).toBe(networkKey("2001:db8:42:7:ffff:1:2:3"));
    expect(networkKey("2001:db8:42:7::1")).toBe("2001:db8:42:7::/64");
    expect(networkKey("2001:db8:42:8::1")).not.toBe(networkKey("2001:db8:42:7::1"));
    expect(networkKey("203.0.113.9")).toBe("203.0.113.9");
    expect(networkKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(networkKey("203.0.113.10")).not.toBe(networkKey("203.0.113.9"));
    expect(networkKey("unknown")).toBe("unknown");
  });
  it("keys the loopback and the addresses of ::/64, which no network is given, one by one: a forged ::a.b.c.d does not count against ::1", () => {
    expect(networkKey("::1")).toBe("::1");
    expect(networkKey("::203.0.113.9")).not.toBe(networkKey("::1"));
    expect(networkKey("::203.0.113.9")).not.toBe(networkKey("::203.0.113.10"));
    expect(networkKey("::")).not.toBe(networkKey("::1"));
  });
  it("keys an address a proxy wrote with its port by the address", () => {
    expect(networkKey("203.0.113.9:51234")).toBe("203.0.113.9");
    expect(networkKey("[2001:db8:42:7::1]:443")).toBe("2001:db8:42:7::/64");
    expect(networkKey("[2001:db8:42:7::1]")).toBe("2001:db8:42:7::/64");
  });
  it("keys any text that is no address as one client: a client rotating what it writes in X-Forwarded-For stays one", () => {
    for (const text of ["", " ", "(the server's own tools)", "server-render", "no address 1", "no address 2", "203.0.113.9, 10.0.0.1"])
      expect(networkKey(text), text).toBe("unknown");
  });
});
