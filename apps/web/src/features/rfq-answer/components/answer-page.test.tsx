import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildSupplierView } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const TOKEN = 'signed-token-for-supplier-31';

function answerWith(status: number, body: object) {
  let posts = 0;
  server.use(
    http.get(apiUrl(API_PATHS.rfqAnswer(TOKEN)), () => HttpResponse.json(body, { status })),
    http.post(apiUrl(API_PATHS.rfqAnswer(TOKEN)), () => {
      posts += 1;
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return { posts: () => posts };
}

// The first test also pays for loading the page's code and texts.
describe('public answer page', { timeout: 30_000 }, () => {
  it.each([
    [
      'tampered',
      404,
      'This answer link is not valid. Check that you copied the whole link from the e-mail.',
    ],
    ['expired', 410, 'This answer link has expired.'],
    ['withdrawn', 410, 'The buyer has withdrawn this invitation.'],
  ])(
    'says clearly that a %s link cannot be used and shows nothing of the RFQ',
    async (_, status, message) => {
      const calls = answerWith(status, { error: message, code: 'answer_link' });
      renderApp(`/rfq-answer/${TOKEN}`);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'This link cannot be used' },
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument();
      expect(calls.posts()).toBe(0);
    },
  );

  it('says the connection failed when the server cannot be reached', async () => {
    server.use(http.get(apiUrl(API_PATHS.rfqAnswer(TOKEN)), () => HttpResponse.error()));
    renderApp(`/rfq-answer/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No connection' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('takes a unit price per item and sends it as an exact decimal, without a sign-in', async () => {
    let body: unknown;
    let authorization: string | null = 'unset';
    server.use(
      http.get(apiUrl(API_PATHS.rfqAnswer(TOKEN)), () => HttpResponse.json(buildSupplierView())),
      http.post(apiUrl(API_PATHS.rfqAnswer(TOKEN)), async ({ request }) => {
        authorization = request.headers.get('authorization');
        body = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderApp(`/rfq-answer/${TOKEN}`);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'SDC-2026-0001 · Obra negra, primera etapa' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('Constructora Ejemplo')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Unit price 1' }), '245,50');
    await user.type(screen.getByRole('textbox', { name: 'Delivery (days) 1' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Payment terms' }), '30 días');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(
      await screen.findByText('We received your quote. You can revise it until the due date.'),
    ).toBeInTheDocument();
    expect(authorization).toBeNull();
    expect(body).toMatchObject({
      currency: 'MXN',
      payment_terms: '30 días',
      lines: [
        { item_id: 101, unit_price: '245.5', delivery_days: 3 },
        { item_id: 102, unit_price: null, delivery_days: null },
      ],
    });
  });

  it('sends a document discount typed as a percentage, and takes it off the total', async () => {
    let body: unknown;
    server.use(
      http.get(apiUrl(API_PATHS.rfqAnswer(TOKEN)), () => HttpResponse.json(buildSupplierView())),
      http.post(apiUrl(API_PATHS.rfqAnswer(TOKEN)), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderApp(`/rfq-answer/${TOKEN}`);
    const price = await screen.findByRole('textbox', { name: 'Unit price 1' }, { timeout: 10_000 });
    await user.type(price, '100');
    const before = screen.getByTestId('answer-grand-total').textContent;
    await user.type(screen.getByRole('textbox', { name: 'Discount on the whole quote' }), '5');
    await user.click(screen.getByRole('radio', { name: '%' }));
    expect(screen.getByTestId('answer-grand-total').textContent).not.toBe(before);
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(body).toMatchObject({ discount_total: null, discount_pct: '5' }));
  });

  it('refuses a negative price on its line and sends nothing', async () => {
    const calls = answerWith(200, buildSupplierView());
    const { user } = renderApp(`/rfq-answer/${TOKEN}`);
    const price = await screen.findByRole('textbox', { name: 'Unit price 2' }, { timeout: 10_000 });
    await user.type(price, '-10');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription('Enter a number that is not negative.'),
    );
    expect(calls.posts()).toBe(0);
  });

  it('shows an RFQ past its due date read only, with what was sent', async () => {
    answerWith(
      200,
      buildSupplierView({
        can_answer: false,
        revisions: [
          {
            revision: 1,
            currency: 'MXN',
            valid_until: null,
            freight: null,
            discount_total: null,
            discount_pct: null,
            payment_terms: '',
            notes: '',
            lines: [
              { item_id: 101, unit_price: '245.50', brand: '', note: '', delivery_days: null },
            ],
            submitted_at: '2026-11-25T10:00:00Z',
            by_account: false,
          },
        ],
      }),
    );
    renderApp(`/rfq-answer/${TOKEN}`);
    expect(
      await screen.findByText(
        'This request no longer takes answers: you can still see what you sent.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Unit price 1' })).toHaveValue('245.50');
    expect(screen.getByRole('textbox', { name: 'Unit price 1' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
  });

  it('refuses a file over 20 MB before uploading it, naming the limit', async () => {
    let uploads = 0;
    answerWith(200, buildSupplierView());
    server.use(
      http.post(apiUrl(API_PATHS.rfqAnswerFiles(TOKEN)), () => {
        uploads += 1;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user, container } = renderApp(`/rfq-answer/${TOKEN}`);
    await screen.findByRole('button', { name: 'Upload file' }, { timeout: 10_000 });
    const big = new File([new Uint8Array(30 * 1024 * 1024)], 'cotizacion.pdf', {
      type: 'application/pdf',
    });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, big);
    expect(await screen.findByText('The file is over the 20 MB limit.')).toBeInTheDocument();
    expect(uploads).toBe(0);
  });
});
