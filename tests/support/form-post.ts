/** A web form's POST (urlencoded, with the page's Origin, as a browser without JavaScript sends it), redirects not followed. */
export const postForm = (url: string, fields: [string, string][], cookie?: string) =>
  fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(url).origin,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
