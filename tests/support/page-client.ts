/** The Cookie header of a sign-in's Set-Cookie headers. */
export const cookieFrom = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

/** A browser without JavaScript against a test server: GETs and form posts (with the page's Origin), redirects not followed. */
export function pageClient(baseUrl: () => string) {
  return {
    get: (path: string, cookie?: string) =>
      fetch(`${baseUrl()}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} }),
    post: (path: string, fields: [string, string][], cookie?: string) =>
      fetch(`${baseUrl()}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: baseUrl(),
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      }),
  };
}
