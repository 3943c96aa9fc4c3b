import { describe, expect, it } from 'vitest';
import { webContentSecurityPolicy } from './web-client';

describe('webContentSecurityPolicy', () => {
  it("lets images load from IMAGE_PUBLIC_URL's origin when given, and from nowhere else outside the store", () => {
    expect(webContentSecurityPolicy()).toContain("img-src 'self' data: blob:;");
    expect(webContentSecurityPolicy('https://cdn.example')).toContain(
      "img-src 'self' data: blob: https://cdn.example;",
    );
    expect(webContentSecurityPolicy('https://cdn.example')).toContain("default-src 'self';");
  });
});
