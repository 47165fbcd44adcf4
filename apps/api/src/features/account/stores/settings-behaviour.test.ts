import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestAppWithMail, useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { mailText } from '../../../../test/mail-catcher.ts';

// The owner changes the store's settings on the configuration screen (/client/store/save) and the
// counter follows them on the very next call: conversion, welcome points and the customer mails.

let owner: string;
let smtp: TestAppWithMail['smtp'];

const t = useTestAppWithMail();
beforeAll(async () => {
  smtp = t.smtp;
  owner = await t.login('owner@premia.local');
});
beforeEach(() => {
  smtp.mails.length = 0;
});

async function save(settings: Record<string, unknown>) {
  const res = await t.post('/client/store/save', settings, owner);
  expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
  return res.body.store;
}

async function newCustomer(email?: string) {
  const res = await t.post(
    '/client/customer/add',
    { firstName: 'Rosa', lastName: `Prueba ${Math.random()}`, ...(email ? { email } : {}) },
    owner,
  );
  expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
  return res.body.customer as { id: number; balance: number; clientCode: string };
}

async function purchase(customerId: number, body: Record<string, unknown>) {
  return t.post('/client/customer/add-points', { customerId, ...body }, owner);
}

/** No mail arrives once the jobs enqueued so far have run (a mail is sent by a job, after the answer). */
async function expectNoMail() {
  await t.jobsSettled();
  expect(smtp.mails).toHaveLength(0);
}

describe('store settings change what the counter does', () => {
  it('converts purchases with the saved conversion: 1 point per 10.00 gives 9 for 95.99', async () => {
    await save({ useConversion: true, conversionPoints: 1, conversionMoney: 10, welcomePoints: 0 });
    const c = await newCustomer();
    const res = await purchase(c.id, { amount: 95.99 });
    expect(res.body).toMatchObject({ s: 'ok', m: 'Se sumaron 9 puntos.', balance: 9 });
    expect(res.body.entry).toMatchObject({ kind: 'purchase', points: 9, amount: 95.99 });
  });

  it('uses a changed conversion on the next purchase: 3 points per 5.00 gives 57 for 95.99', async () => {
    await save({ useConversion: true, conversionPoints: 3, conversionMoney: 5, welcomePoints: 0 });
    const info = await t.post('/client/get-store-info', {}, owner);
    expect(info.body.store).toMatchObject({ useConversion: true, conversionPoints: 3, conversionMoney: 5 });
    const c = await newCustomer();
    const res = await purchase(c.id, { amount: 95.99 });
    expect(res.body).toMatchObject({ s: 'ok', balance: 57 });
  });

  it('takes the points as typed once conversion is off', async () => {
    await save({ useConversion: false, welcomePoints: 0 });
    const c = await newCustomer();
    const res = await purchase(c.id, { points: 12, amount: 95.99 });
    expect(res.body).toMatchObject({ s: 'ok', balance: 12 });
    expect(res.body.entry).toMatchObject({ points: 12 });
  });

  it('credits the saved welcome points to each new customer, and none once set to 0', async () => {
    await save({ welcomePoints: 35 });
    const first = await newCustomer();
    expect(first.balance).toBe(35);
    const statement = await t.post('/client/customer/points', { customerId: first.id }, owner);
    expect(statement.body.entries).toEqual([expect.objectContaining({ kind: 'welcome', points: 35 })]);

    await save({ welcomePoints: 0 });
    const second = await newCustomer();
    expect(second.balance).toBe(0);
  });

  it('mails a new customer only while emailOnCustomerCreation is on', async () => {
    await save({ emailOnCustomerCreation: false, welcomePoints: 0 });
    await newCustomer('sin.bienvenida@example.com');
    await expectNoMail();

    await save({ emailOnCustomerCreation: true });
    const c = await newCustomer('con.bienvenida@example.com');
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['con.bienvenida@example.com']);
    expect(mailText(mail!.raw)).toContain(`Su código de cliente es ${c.clientCode}`);
    await save({ emailOnCustomerCreation: false });
  });

  it('mails the customer the points given only while emailOnGivePoints is on', async () => {
    await save({ useConversion: true, conversionPoints: 1, conversionMoney: 10, emailOnGivePoints: false });
    const c = await newCustomer('puntos@example.com');
    await purchase(c.id, { amount: 100 });
    await expectNoMail();

    await save({ emailOnGivePoints: true });
    await purchase(c.id, { amount: 50 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['puntos@example.com']);
    expect(mailText(mail!.raw)).toMatch(/sumó 5 puntos/);
    expect(mailText(mail!.raw)).toMatch(/saldo es de 15 puntos/);
    await save({ emailOnGivePoints: false });
  });

  it('mails the customer a redemption only while emailOnRedemmed is on', async () => {
    await save({ useConversion: false, emailOnRedemmed: false, emailOnGivePoints: false });
    const reward = await t.post('/client/reward/add', { name: 'Café americano', pointsCost: 10 }, owner);
    expect(reward.body.s).toBe('ok');
    const rewardId = reward.body.reward.id as number;
    const c = await newCustomer('canjes@example.com');
    await purchase(c.id, { points: 30 });

    const quiet = await t.post('/client/customer/give-reward', { customerId: c.id, rewardId }, owner);
    expect(quiet.body.s, JSON.stringify(quiet.body)).toBe('ok');
    await expectNoMail();

    await save({ emailOnRedemmed: true });
    const mailed = await t.post('/client/customer/give-reward', { customerId: c.id, rewardId }, owner);
    expect(mailed.body.s).toBe('ok');
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['canjes@example.com']);
    expect(mailText(mail!.raw)).toMatch(/Canjeó «Café americano»/);
    expect(mailText(mail!.raw)).toMatch(/saldo es de 10 puntos/);
    await save({ emailOnRedemmed: false });
  });
});
