// Stand-in for Stripe.js in browser tests (served by tests/support/stripe-stand-in.ts; never shipped).
// It plays Stripe.js's part for the calls the shop makes: elements({ clientSecret }), a payment element
// in a frame of the stand-in's own origin (the card is typed there, never into the shop's page),
// confirmPayment and confirmSetup, with the redirect a 3-D Secure card asks for.
(function () {
  var origin = new URL(document.currentScript.src).origin;
  var STAND_IN_MARKER = "canopy-stripe-js-stand-in";

  function api(key, method, path, fields) {
    var body = fields ? new URLSearchParams(fields).toString() : undefined;
    return fetch(origin + path, {
      method: method,
      headers: { authorization: "Bearer " + key, "content-type": "application/x-www-form-urlencoded" },
      body: body,
    }).then(function (res) {
      return res.json();
    });
  }

  function intentPath(clientSecret) {
    var id = clientSecret.split("_secret_")[0];
    return (id.indexOf("seti_") === 0 ? "/v1/setup_intents/" : "/v1/payment_intents/") + id;
  }

  function Stripe(publishableKey) {
    return {
      _marker: STAND_IN_MARKER,
      _registerWrapper: function () {},
      elements: function (options) {
        var frame = null;
        var listeners = {};
        var elements = {
          clientSecret: options.clientSecret,
          create: function () {
            return {
              mount: function (target) {
                var host = typeof target === "string" ? document.querySelector(target) : target;
                host.textContent = "";
                frame = document.createElement("iframe");
                frame.title = "Secure payment input frame";
                frame.style.width = "100%";
                frame.style.minHeight = "260px";
                frame.style.border = "0";
                frame.src =
                  origin +
                  "/elements/payment?pk=" +
                  encodeURIComponent(publishableKey) +
                  "&client_secret=" +
                  encodeURIComponent(options.clientSecret);
                frame.addEventListener("load", function () {
                  (listeners.ready || []).forEach(function (cb) {
                    cb({ elementType: "payment" });
                  });
                });
                host.appendChild(frame);
              },
              on: function (name, cb) {
                (listeners[name] = listeners[name] || []).push(cb);
              },
              destroy: function () {
                if (frame && frame.parentNode) frame.parentNode.removeChild(frame);
              },
            };
          },
          // Asks the frame for a payment method made from what was typed there.
          _paymentMethod: function () {
            return new Promise(function (resolve) {
              function answer(event) {
                if (!frame || event.source !== frame.contentWindow) return;
                window.removeEventListener("message", answer);
                resolve(event.data);
              }
              window.addEventListener("message", answer);
              frame.contentWindow.postMessage({ type: "create-payment-method" }, origin);
            });
          },
        };
        return elements;
      },
      confirmPayment: function (params) {
        return confirm(publishableKey, params, "paymentIntent");
      },
      confirmSetup: function (params) {
        return confirm(publishableKey, params, "setupIntent");
      },
    };
  }

  function confirm(key, params, kind) {
    var secret = params.elements.clientSecret;
    return params.elements._paymentMethod().then(function (made) {
      if (made.error) return { error: { message: made.error } };
      var fields = { client_secret: secret, payment_method: made.id };
      if (params.confirmParams && params.confirmParams.return_url)
        fields.return_url = params.confirmParams.return_url;
      return api(key, "POST", intentPath(secret) + "/confirm", fields).then(function (result) {
        if (result.error) return { error: { message: result.error.message } };
        var next = result.next_action;
        if (next && next.type === "redirect_to_url") {
          window.location.assign(next.redirect_to_url.url);
          return new Promise(function () {});
        }
        var answer = {};
        answer[kind] = { id: result.id, status: result.status };
        return answer;
      });
    });
  }

  window.Stripe = Stripe;
})();
