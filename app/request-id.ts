import { createContext, useContext } from "react";

/**
 * The id of the request that rendered the page (its `x-request-id`, in every log line of the request),
 * shown on an error page so that support finds the request in the logs; empty in the browser.
 */
export const RequestIdContext = createContext("");
export const useRequestId = () => useContext(RequestIdContext);
