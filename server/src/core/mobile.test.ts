// Issue 42 item 10: one key per mobile number however it is typed, and one rate-limit key per
// IPv6 /64 (a client's network hands it any address of its /64).
import { describe, expect, it } from "vitest";
import { clientKeyOf } from "./client-address.js";
import { mobileKeyOf } from "./mobile.js";

describe("the keys a join is counted by", () => {
  it("an Indian mobile number is its 10 digits, with or without +91, 0091, 91 or 0, spaces, dashes and brackets", () => {
    for (const typed of [
      "9840122334",
      "+91 98401 22334",
      "+91-98401-22334",
      "098401 22334",
      "0091 9840122334",
      "919840122334",
      "(98401) 22334",
      " 98401-22-334 ",
    ])
      expect(mobileKeyOf(typed), typed).toBe("9840122334");
  });

  it("another number keeps its digits (and its '+'): two different numbers never meet", () => {
    expect(mobileKeyOf("+44 20 7946 0958")).toBe("+442079460958");
    expect(mobileKeyOf("044 2345 6789")).toBe("04423456789");
    expect(mobileKeyOf("+91 44 2345 6789")).toBe("+914423456789");
    expect(mobileKeyOf("9840122334")).not.toBe(mobileKeyOf("9840122335"));
    expect(mobileKeyOf("+1 984 012 2334")).not.toBe(mobileKeyOf("9840122334"));
  });

  it("an IPv6 client is keyed by its /64; IPv4, and IPv4 mapped into IPv6, by the address", () => {
    expect(clientKeyOf("2001:db8:42:7::1")).toBe("2001:db8:42:7::/64");
    expect(clientKeyOf("2001:0db8:0042:0007:ffff:1:2:3")).toBe("2001:db8:42:7::/64");
    expect(clientKeyOf("2001:db8:42:8::1")).toBe("2001:db8:42:8::/64");
    expect(clientKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("unknown")).toBe("unknown");
    expect(clientKeyOf("")).toBe("unknown");
  });
});
