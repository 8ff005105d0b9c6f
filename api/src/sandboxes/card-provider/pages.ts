// The card sandbox's browser pages: the hosted checkout of a payment session (its payment_link_url) and the
// sandbox bank's 3-D Secure page. Plain forms, so they work without JavaScript and with a screen reader.
import { formatRinggit, type Session } from './model';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1d2b2a}
label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #5b6b6a;border-radius:4px}
input:focus,button:focus{outline:3px solid #f2b705;outline-offset:2px}
button{margin-top:1.25rem;padding:.7rem 1.2rem;font-size:1rem;border-radius:4px;border:0;background:#0b6e4f;color:#fff;cursor:pointer}
button.secondary{background:#5b6b6a}
.error{color:#a4001d;font-weight:600}.hint{color:#4a5756;font-size:.9rem}
.row{display:flex;gap:1rem}.row>div{flex:1}
</style></head><body><main>${body}</main></body></html>`;
}

/** The card form of an ACTIVE session; with an error, every field points at it. */
export function checkoutPage(
  session: Session,
  amountSen: number,
  error?: string,
  values: Record<string, string> = {},
): string {
  const value = (name: string) => escapeHtml(values[name] ?? '');
  const described = error ? ' aria-describedby="form-error"' : '';
  const errorBlock = error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>`
    : '<div role="alert" id="form-error"></div>';
  const saving = session.session_type === 'SAVE';
  const saveField =
    saving || session.allow_save_payment_method === 'FORCED'
      ? '<p class="hint">This card will be saved for your later contributions.</p>'
      : session.allow_save_payment_method === 'OPTIONAL'
        ? `<label><input type="checkbox" name="save_card" value="1" style="width:auto" ${values.save_card ? 'checked' : ''}> Save this card for later contributions</label>`
        : '';
  const action = saving ? 'Save card' : `Pay ${formatRinggit(amountSen)}`;
  return page(
    saving ? 'Save a card' : 'Pay by card',
    `<h1>${escapeHtml(saving ? 'Save a card' : `Pay ${formatRinggit(amountSen)}`)}</h1>
<p>${escapeHtml(session.description ?? 'Payment')}</p>
<p class="hint">Sandbox: no real money moves. Test cards are listed in api/README.md.</p>
${errorBlock}
<form method="post" action="/checkout/${escapeHtml(session.payment_session_id)}" novalidate>
<label for="name">Name on card</label>
<input id="name" name="name"${described} autocomplete="cc-name" required value="${value('name')}">
<label for="number">Card number</label>
<input id="number" name="number"${described} inputmode="numeric" autocomplete="cc-number" required value="${value('number')}">
<div class="row"><div>
<label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry"${described} autocomplete="cc-exp" placeholder="MM/YY" required value="${value('expiry')}">
</div><div>
<label for="cvc">CVC</label>
<input id="cvc" name="cvc"${described} inputmode="numeric" autocomplete="cc-csc" required>
</div></div>
${saveField}
<button type="submit">${escapeHtml(action)}</button>
</form>
<form method="post" action="/checkout/${escapeHtml(session.payment_session_id)}/cancel">
<button type="submit" class="secondary">Cancel and go back</button>
</form>`,
  );
}

export function closedPage(session: Session): string {
  return page(
    'Checkout closed',
    `<h1>This checkout is closed</h1><p role="status">Status: ${escapeHtml(session.status)}</p>`,
  );
}

/** The sandbox bank's challenge for a payment request (pr-…) or a card being saved (pt-…). */
export function threeDsPage(id: string, what: string, maskedCard: string): string {
  return page(
    '3-D Secure verification',
    `<h1>${id.startsWith('pt-') ? 'Verify this card' : 'Verify this payment'}</h1>
<p>Sandbox bank: approve or fail the 3-D Secure check of ${escapeHtml(what)}
with card ${escapeHtml(maskedCard)}.</p>
<form method="post" action="/3ds/${escapeHtml(id)}">
<button type="submit" name="outcome" value="approve">Approve</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail</button>
</form>`,
  );
}

export function statusPage(heading: string, status: string): string {
  return page(heading, `<h1>${escapeHtml(heading)}</h1><p role="status">Status: ${escapeHtml(status)}</p>`);
}
