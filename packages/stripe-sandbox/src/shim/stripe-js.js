/* global window, document, URLSearchParams, setTimeout, clearInterval, setInterval, fetch */
// Stripe.js stand-in served by the sandbox at /v3/. Plain browser JS, no build step.
// It implements the part of Stripe.js (and what @stripe/react-stripe-js v7 calls) that the
// product uses. Raw card data lives only inside the element closures and is sent to the
// sandbox directly, like Stripe Elements sends it to Stripe.
(function () {
  'use strict';
  var BASE = '__SANDBOX_BASE__';
  var privateState = typeof WeakMap === 'function' ? new WeakMap() : null;

  function encode(params) {
    var out = new URLSearchParams();
    function add(prefix, value) {
      if (value === undefined || value === null) return;
      if (Array.isArray(value)) {
        value.forEach(function (v, i) {
          add(prefix + '[' + i + ']', v);
        });
      } else if (typeof value === 'object') {
        Object.keys(value).forEach(function (k) {
          add(prefix ? prefix + '[' + k + ']' : k, value[k]);
        });
      } else {
        out.append(prefix, String(value));
      }
    }
    add('', params);
    return out.toString();
  }

  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return n.length > 0 && sum % 10 === 0;
  }

  function brandOf(n) {
    var n2 = Number(n.slice(0, 2)),
      n3 = Number(n.slice(0, 3)),
      n4 = Number(n.slice(0, 4));
    if (!n) return 'unknown';
    if (n[0] === '4') return 'visa';
    if ((n2 >= 51 && n2 <= 55) || (n4 >= 2221 && n4 <= 2720)) return 'mastercard';
    if (n2 === 34 || n2 === 37) return 'amex';
    if (n4 >= 3528 && n4 <= 3589) return 'jcb';
    if (n2 === 36 || n2 === 38 || n2 === 39 || (n3 >= 300 && n3 <= 305)) return 'diners';
    if (n.indexOf('6011') === 0 || n2 === 65 || (n3 >= 644 && n3 <= 649)) return 'discover';
    return 'unknown';
  }

  function lengthsFor(brand) {
    switch (brand) {
      case 'amex':
        return [15];
      case 'diners':
        return [14, 16, 19];
      case 'visa':
        return [13, 16, 19];
      case 'jcb':
      case 'discover':
        return [16, 19];
      default:
        return [16];
    }
  }

  var MESSAGES = {
    en: {
      invalid_number: 'Your card number is invalid.',
      incomplete_number: 'Your card number is incomplete.',
      incomplete_expiry: "Your card's expiration date is incomplete.",
      invalid_expiry_month: "Your card's expiration date is invalid.",
      invalid_expiry_year_past: "Your card's expiration year is in the past.",
      invalid_expiry_month_past: "Your card's expiration date is in the past.",
      incomplete_cvc: "Your card's security code is incomplete.",
    },
    ja: {
      invalid_number: 'カード番号が無効です。',
      incomplete_number: 'カード番号が不完全です。',
      incomplete_expiry: '有効期限が不完全です。',
      invalid_expiry_month: '有効期限が無効です。',
      invalid_expiry_year_past: '有効期限の年が過去です。',
      invalid_expiry_month_past: '有効期限が過去の日付です。',
      incomplete_cvc: 'セキュリティコードが不完全です。',
    },
  };

  var LABELS = { cardNumber: 'カード番号', cardExpiry: '有効期限', cardCvc: 'セキュリティコード' };
  var PLACEHOLDERS = { cardNumber: '1234 1234 1234 1234', cardExpiry: 'MM / YY', cardCvc: 'CVC' };

  function Stripe(publishableKey, stripeOptions) {
    if (typeof publishableKey !== 'string' || publishableKey.indexOf('pk_') !== 0) {
      throw new Error('Invalid publishable key: ' + publishableKey);
    }
    var locale = (stripeOptions && stripeOptions.locale) || 'ja';
    var wrappers = [];
    var fetchFn = (window.fetch || fetch).bind(window);

    function msg(code) {
      var table = MESSAGES[locale === 'en' ? 'en' : 'ja'];
      return table[code] || MESSAGES.en[code] || code;
    }

    function api(method, path, params) {
      var body = encode(Object.assign({}, params || {}));
      var url = BASE + path + (method === 'GET' ? '?' + body : '');
      return fetchFn(url, {
        method: method,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: 'Bearer ' + publishableKey,
        },
        body: method === 'GET' ? undefined : body,
      }).then(
        function (res) {
          return res.json().then(function (json) {
            return { ok: res.ok, json: json };
          });
        },
        function (e) {
          return { ok: false, json: { error: { type: 'api_connection_error', message: String(e) } } };
        },
      );
    }

    // ---- Elements -------------------------------------------------------------------
    function createElements(elementsOptions) {
      var group = { options: elementsOptions || {}, elements: {} };

      function cardBrand() {
        var numberEl = group.elements.cardNumber || group.elements.card;
        var st = numberEl && internal(numberEl);
        return st ? brandOf(st.number) : 'unknown';
      }

      function makeElement(type, options) {
        var handlers = {};
        var st = {
          type: type,
          options: options || {},
          number: '',
          expiry: '',
          cvc: '',
          inputs: [],
          container: null,
          touched: {},
        };
        var element = {
          mount: function (target) {
            var container = typeof target === 'string' ? document.querySelector(target) : target;
            if (!container) throw new Error('Stripe sandbox: mount target not found: ' + target);
            st.container = container;
            var parts = type === 'card' ? ['cardNumber', 'cardExpiry', 'cardCvc'] : [type];
            parts.forEach(function (part) {
              var input = document.createElement('input');
              input.type = 'text';
              input.inputMode = 'numeric';
              input.autocomplete =
                part === 'cardNumber' ? 'cc-number' : part === 'cardExpiry' ? 'cc-exp' : 'cc-csc';
              input.setAttribute('aria-label', LABELS[part]);
              input.setAttribute('data-elements-stable-field-name', part);
              input.placeholder =
                st.options.placeholder && type !== 'card' ? st.options.placeholder : PLACEHOLDERS[part];
              input.disabled = !!st.options.disabled;
              input.className = 'StripeSandboxElement';
              input.style.width = type === 'card' ? '30%' : '100%';
              input.style.border = 'none';
              input.style.outline = 'none';
              input.style.fontSize = '16px';
              input.style.background = 'transparent';
              input.addEventListener('input', function () {
                onInput(part, input);
              });
              input.addEventListener('focus', function () {
                emit('focus', { elementType: type });
              });
              input.addEventListener('blur', function () {
                st.touched[part] = true;
                emit('blur', { elementType: type });
                emit('change', snapshot(true));
              });
              container.appendChild(input);
              st.inputs.push(input);
            });
            setTimeout(function () {
              emit('ready', { elementType: type });
            }, 0);
          },
          unmount: function () {
            st.inputs.forEach(function (i) {
              if (i.parentNode) i.parentNode.removeChild(i);
            });
            st.inputs = [];
          },
          destroy: function () {
            element.unmount();
            if (group.elements[type] === element) delete group.elements[type];
            handlers = {};
          },
          on: function (event, handler) {
            (handlers[event] = handlers[event] || []).push(handler);
            return element;
          },
          off: function (event, handler) {
            handlers[event] = (handlers[event] || []).filter(function (h) {
              return h !== handler;
            });
            return element;
          },
          once: function (event, handler) {
            var wrapped = function (e) {
              element.off(event, wrapped);
              handler(e);
            };
            return element.on(event, wrapped);
          },
          update: function (opts) {
            st.options = Object.assign({}, st.options, opts || {});
            st.inputs.forEach(function (i) {
              i.disabled = !!st.options.disabled;
            });
          },
          clear: function () {
            st.number = st.expiry = st.cvc = '';
            st.touched = {};
            st.inputs.forEach(function (i) {
              i.value = '';
            });
            emit('change', snapshot(false));
          },
          focus: function () {
            if (st.inputs[0]) st.inputs[0].focus();
          },
          blur: function () {
            if (st.inputs[0]) st.inputs[0].blur();
          },
        };

        function emit(event, payload) {
          (handlers[event] || []).slice().forEach(function (h) {
            h(payload);
          });
        }

        function onInput(part, input) {
          var digits = input.value.replace(/\D/g, '');
          if (part === 'cardNumber') {
            st.number = digits.slice(0, 19);
            input.value = st.number.replace(/(\d{4})(?=\d)/g, '$1 ');
          } else if (part === 'cardExpiry') {
            st.expiry = digits.slice(0, 4);
            input.value =
              st.expiry.length > 2 ? st.expiry.slice(0, 2) + ' / ' + st.expiry.slice(2) : st.expiry;
          } else {
            st.cvc = digits.slice(0, 4);
            input.value = st.cvc;
          }
          emit('change', snapshot(false));
        }

        function check(part, finalCheck) {
          var touched = finalCheck || st.touched[part];
          if (part === 'cardNumber') {
            var n = st.number;
            if (!n) return { empty: true, complete: false };
            var lens = lengthsFor(brandOf(n));
            var max = lens[lens.length - 1];
            if (lens.indexOf(n.length) >= 0 && luhn(n)) return { empty: false, complete: true };
            if (
              n.length >= max ||
              (lens.indexOf(n.length) >= 0 && (touched || n.length >= Math.min(16, max)))
            )
              return { empty: false, complete: false, code: 'invalid_number' };
            return { empty: false, complete: false, code: touched ? 'incomplete_number' : undefined };
          }
          if (part === 'cardExpiry') {
            var e = st.expiry;
            if (!e) return { empty: true, complete: false };
            var mm = Number(e.slice(0, 2));
            if (e.length >= 2 && (mm < 1 || mm > 12))
              return { empty: false, complete: false, code: 'invalid_expiry_month' };
            if (e.length < 4)
              return { empty: false, complete: false, code: touched ? 'incomplete_expiry' : undefined };
            var yy = 2000 + Number(e.slice(2));
            var now = new Date();
            if (yy < now.getFullYear())
              return { empty: false, complete: false, code: 'invalid_expiry_year_past' };
            if (yy === now.getFullYear() && mm < now.getMonth() + 1)
              return { empty: false, complete: false, code: 'invalid_expiry_month_past' };
            return { empty: false, complete: true };
          }
          var need = cardBrand() === 'amex' ? 4 : 3;
          if (!st.cvc) return { empty: true, complete: false };
          if (st.cvc.length >= need) return { empty: false, complete: true };
          return { empty: false, complete: false, code: touched ? 'incomplete_cvc' : undefined };
        }

        function snapshot(finalCheck) {
          var parts = type === 'card' ? ['cardNumber', 'cardExpiry', 'cardCvc'] : [type];
          var results = parts.map(function (p) {
            return check(p, finalCheck && st.touched[p]);
          });
          var err = results.filter(function (r) {
            return r.code;
          })[0];
          var ev = {
            elementType: type,
            empty: results.every(function (r) {
              return r.empty;
            }),
            complete: results.every(function (r) {
              return r.complete;
            }),
            error: err ? { type: 'validation_error', code: err.code, message: msg(err.code) } : undefined,
            value: type === 'card' ? { postalCode: '' } : undefined,
          };
          if (type === 'card' || type === 'cardNumber') ev.brand = brandOf(st.number);
          return ev;
        }

        st.snapshot = snapshot;
        if (privateState) privateState.set(element, st);
        else Object.defineProperty(element, '__sandbox', { value: st });
        return element;
      }

      var elements = {
        create: function (type, options) {
          if (['card', 'cardNumber', 'cardExpiry', 'cardCvc'].indexOf(type) < 0) {
            throw new Error('Stripe sandbox: element type not supported: ' + type);
          }
          if (group.elements[type]) {
            throw new Error('Can only create one Element of type ' + type + '.');
          }
          var el = makeElement(type, options);
          group.elements[type] = el;
          return el;
        },
        getElement: function (typeOrComponent) {
          var type =
            typeof typeOrComponent === 'string'
              ? typeOrComponent
              : typeOrComponent && typeOrComponent.__elementType;
          return group.elements[type] || null;
        },
        update: function (opts) {
          group.options = Object.assign({}, group.options, opts || {});
        },
        fetchUpdates: function () {
          return Promise.resolve({});
        },
        submit: function () {
          return Promise.resolve({});
        },
      };
      elements.__group = group;
      return elements;
    }

    function internal(element) {
      return privateState ? privateState.get(element) : element && element.__sandbox;
    }

    // Collects raw card data from the elements of the card element's group.
    function cardData(cardElement) {
      var st = internal(cardElement);
      if (!st) return null;
      var parts = { number: st.number, expiry: st.expiry, cvc: st.cvc };
      // cardNumber/cardExpiry/cardCvc are separate elements in the same group: find siblings.
      allElements.forEach(function (el) {
        var s = internal(el);
        if (!s) return;
        if (s.type === 'cardExpiry' && !parts.expiry) parts.expiry = s.expiry;
        if (s.type === 'cardCvc' && !parts.cvc) parts.cvc = s.cvc;
      });
      return {
        number: parts.number,
        exp_month: parts.expiry.slice(0, 2),
        exp_year: parts.expiry.slice(2, 4) ? '20' + parts.expiry.slice(2, 4) : '',
        cvc: parts.cvc,
      };
    }

    var allElements = [];
    function validationError(element) {
      var st = internal(element);
      if (!st) return { type: 'invalid_request_error', message: 'Invalid element.' };
      var related = allElements.filter(function (el) {
        return internal(el);
      });
      for (var i = 0; i < related.length; i++) {
        var ev = internal(related[i]).snapshot(true);
        if (ev.error) return ev.error;
        if (!ev.complete)
          return {
            type: 'validation_error',
            code:
              'incomplete_' +
              { cardNumber: 'number', cardExpiry: 'expiry', cardCvc: 'cvc', card: 'number' }[
                internal(related[i]).type
              ],
            message: msg(
              'incomplete_' +
                { cardNumber: 'number', cardExpiry: 'expiry', cardCvc: 'cvc', card: 'number' }[
                  internal(related[i]).type
                ],
            ),
          };
      }
      return null;
    }

    function paymentMethodParams(pm) {
      if (typeof pm === 'string') return { payment_method: pm };
      if (!pm) return {};
      var card = pm.card;
      if (card && internal(card)) {
        var err = validationError(card);
        if (err) return { error: err };
        return {
          payment_method_data: {
            type: 'card',
            card: cardData(card),
            billing_details: pm.billing_details,
            metadata: pm.metadata,
          },
        };
      }
      return { payment_method_data: Object.assign({ type: 'card' }, pm) };
    }

    function idFromSecret(clientSecret) {
      var i = String(clientSecret || '').indexOf('_secret_');
      return i > 0 ? clientSecret.slice(0, i) : null;
    }

    function retrieve(kind, clientSecret) {
      var id = idFromSecret(clientSecret);
      return api('GET', '/v1/' + kind + 's/' + id, { client_secret: clientSecret });
    }

    // 3-D Secure: shows the sandbox challenge page in a modal until it is answered.
    function challenge(intent, kind, clientSecret) {
      return new Promise(function (resolve) {
        var overlay = document.createElement('div');
        overlay.setAttribute('role', 'dialog');
        overlay.setAttribute('aria-modal', 'true');
        overlay.setAttribute('aria-label', '3D セキュア認証');
        overlay.setAttribute('data-stripe-sandbox', '3ds');
        overlay.style.cssText =
          'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center';
        var frame = document.createElement('iframe');
        frame.title = '3D セキュア認証';
        frame.src = BASE + '/3ds/' + intent.id + '?client_secret=' + encodeURIComponent(clientSecret);
        frame.style.cssText = 'width:min(400px,95vw);height:420px;border:0;border-radius:8px;background:#fff';
        overlay.appendChild(frame);
        document.body.appendChild(overlay);
        var done = false;
        function finish() {
          if (done) return;
          done = true;
          clearInterval(timer);
          window.removeEventListener('message', onMessage);
          // The modal is gone by the time the promise settles, as with Stripe.js: resolve only after
          // both the (deferred) removal and the read-back, whichever finishes last.
          var removed = new Promise(function (removedResolve) {
            setTimeout(function () {
              if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
              removedResolve();
            }, 0);
          });
          Promise.all([retrieve(kind, clientSecret), removed]).then(function (both) {
            resolve(both[0]);
          });
        }
        function onMessage(e) {
          if (e && e.data && e.data.type === 'stripe-sandbox-3ds' && e.data.intent === intent.id) finish();
        }
        window.addEventListener('message', onMessage);
        // Also poll, so the challenge can be answered outside the iframe (tests, other tabs).
        var timer = setInterval(function () {
          retrieve(kind, clientSecret).then(function (r) {
            if (r.ok && r.json.status !== 'requires_action') finish();
          });
        }, 250);
      });
    }

    function result(kind, r) {
      var key = kind === 'setup_intent' ? 'setupIntent' : 'paymentIntent';
      if (!r.ok) return { error: r.json.error };
      var out = {};
      var intent = r.json;
      var err = kind === 'setup_intent' ? intent.last_setup_error : intent.last_payment_error;
      if (intent.status === 'requires_payment_method' && err) {
        var e = Object.assign({}, err);
        e[kind] = intent;
        return { error: e };
      }
      out[key] = intent;
      return out;
    }

    function afterConfirm(kind, clientSecret, r, handleActions) {
      if (
        r.ok &&
        r.json.status === 'requires_action' &&
        r.json.next_action &&
        r.json.next_action.type === 'use_stripe_sdk' &&
        handleActions !== false
      ) {
        return challenge(r.json, kind, clientSecret).then(function (r2) {
          return result(kind, r2);
        });
      }
      return Promise.resolve(result(kind, r));
    }

    function confirm(kind, clientSecret, data, options) {
      var params = paymentMethodParams(data && data.payment_method);
      if (params.error) return Promise.resolve({ error: params.error });
      if (data && data.return_url) params.return_url = data.return_url;
      if (data && data.setup_future_usage) params.setup_future_usage = data.setup_future_usage;
      if (data && data.receipt_email) params.receipt_email = data.receipt_email;
      params.client_secret = clientSecret;
      params.expand = ['payment_method'];
      var id = idFromSecret(clientSecret);
      return api('POST', '/v1/' + kind + 's/' + id + '/confirm', params).then(function (r) {
        if (!r.ok && r.json.error && r.json.error[kind]) {
          // Declines: Stripe.js resolves { error } with the intent attached.
          return { error: r.json.error };
        }
        return afterConfirm(kind, clientSecret, r, options && options.handleActions);
      });
    }

    var stripe = {
      elements: function (opts) {
        var els = createElements(opts);
        var create = els.create;
        els.create = function (type, o) {
          var el = create(type, o);
          allElements = allElements.filter(function (x) {
            return internal(x) && internal(x).type !== type;
          });
          allElements.push(el);
          var destroy = el.destroy;
          el.destroy = function () {
            allElements = allElements.filter(function (x) {
              return x !== el;
            });
            destroy();
          };
          return el;
        };
        return els;
      },
      createPaymentMethod: function (a, b, c) {
        var data = typeof a === 'string' ? Object.assign({ type: a, card: b }, c || {}) : a || {};
        var params;
        if (data.type === 'card' && data.card && internal(data.card)) {
          var err = validationError(data.card);
          if (err) return Promise.resolve({ error: err });
          params = {
            type: 'card',
            card: cardData(data.card),
            billing_details: data.billing_details,
            metadata: data.metadata,
          };
        } else {
          params = data;
        }
        return api('POST', '/v1/payment_methods', params).then(function (r) {
          return r.ok ? { paymentMethod: r.json } : { error: r.json.error };
        });
      },
      createToken: function () {
        return Promise.resolve({
          error: {
            type: 'invalid_request_error',
            message: 'Tokens are not supported by the Stripe sandbox; use PaymentMethods.',
          },
        });
      },
      confirmCardSetup: function (clientSecret, data, options) {
        return confirm('setup_intent', clientSecret, data, options);
      },
      confirmCardPayment: function (clientSecret, data, options) {
        return confirm('payment_intent', clientSecret, data, options);
      },
      confirmKonbiniPayment: function (clientSecret, data) {
        var pm = (data && data.payment_method) || {};
        var params =
          typeof pm === 'string'
            ? { payment_method: pm }
            : { payment_method_data: { type: 'konbini', billing_details: pm.billing_details } };
        if (data && data.payment_method_options) params.payment_method_options = data.payment_method_options;
        params.client_secret = clientSecret;
        return api('POST', '/v1/payment_intents/' + idFromSecret(clientSecret) + '/confirm', params).then(
          function (r) {
            return r.ok ? { paymentIntent: r.json } : { error: r.json.error };
          },
        );
      },
      handleNextAction: function (opts) {
        var cs = opts && opts.clientSecret;
        var kind = String(cs).indexOf('seti_') === 0 ? 'setup_intent' : 'payment_intent';
        return retrieve(kind, cs).then(function (r) {
          return afterConfirm(kind, cs, r, true);
        });
      },
      handleCardAction: function (cs) {
        return stripe.handleNextAction({ clientSecret: cs });
      },
      handleCardSetup: function (cs, el, data) {
        return stripe.confirmCardSetup(cs, Object.assign({ payment_method: { card: el } }, data || {}));
      },
      retrieveSetupIntent: function (cs) {
        return retrieve('setup_intent', cs).then(function (r) {
          return r.ok ? { setupIntent: r.json } : { error: r.json.error };
        });
      },
      retrievePaymentIntent: function (cs) {
        return retrieve('payment_intent', cs).then(function (r) {
          return r.ok ? { paymentIntent: r.json } : { error: r.json.error };
        });
      },
      registerAppInfo: function () {},
      _registerWrapper: function (w) {
        wrappers.push(w);
      },
      _sandbox: { base: BASE, wrappers: wrappers },
    };
    return stripe;
  }

  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
