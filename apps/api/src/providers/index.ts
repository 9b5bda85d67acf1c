/**
 * Builds the providers named by configuration: sandbox by default, real when
 * configured (DESIGN: Providers; README "Real providers"). A real adapter
 * and its SDK (Razorpay, PayPal, AWS S3, nodemailer) are loaded only when
 * configured, so a process that does not use them neither waits for nor holds
 * them (issue 18: start-up time and memory).
 */
import { join } from 'node:path';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createSandboxEmail } from './email/sandbox.js';
import { createMsg91Sms } from './sms/msg91.js';
import { createSandboxSms } from './sms/sandbox.js';
import { createSandboxPush } from './push/sandbox.js';
import type { PushProvider } from './push/types.js';
import { createSandboxGateway } from './payments/sandbox.js';
import type { PaymentGateway } from './payments/types.js';
import { createSandboxPaypal } from './paypal/sandbox.js';
import type { PaypalGateway } from './paypal/types.js';
import { createLocalPrivateFiles } from './private-files/local.js';
import type { PrivateFiles } from './private-files/types.js';
import { createAggregatorRecharge } from './recharge/aggregator.js';
import { createSandboxRecharge } from './recharge/sandbox.js';
import type { RechargeProvider } from './recharge/types.js';
import { createLocalStorage } from './storage/local.js';
import type { StorageProvider } from './storage/types.js';
import type { EmailProvider, Providers, SmsProvider } from './types.js';

function smsFor(config: Config, db: Db): SmsProvider {
  return config.sms.provider === 'msg91' ? createMsg91Sms(config.sms) : createSandboxSms(db);
}

async function emailFor(config: Config, db: Db): Promise<EmailProvider> {
  if (config.email.provider !== 'smtp') return createSandboxEmail(db);
  const { createSmtpEmail } = await import('./email/smtp.js');
  return createSmtpEmail(config.email);
}

/** Pushes: the sandbox (dev outbox), or web-push with the VAPID keys (loaded only when configured). */
async function pushFor(config: Config, db: Db): Promise<PushProvider> {
  if (config.push.provider !== 'web-push') return createSandboxPush(db);
  const { createWebPush } = await import('./push/web-push.js');
  return createWebPush({ vapid: config.push.vapid });
}

async function paymentsFor(config: Config): Promise<PaymentGateway> {
  if (config.payments.provider !== 'razorpay') return createSandboxGateway(config.payments);
  const { createRazorpayGateway } = await import('./payments/razorpay.js');
  return createRazorpayGateway(config.payments);
}

async function paypalFor(config: Config): Promise<PaypalGateway> {
  if (config.paypal.provider !== 'paypal') return createSandboxPaypal(config.paypal);
  const { createOrdersV2Paypal } = await import('./paypal/orders-v2.js');
  return createOrdersV2Paypal(config.paypal);
}

function rechargeFor(config: Config): RechargeProvider {
  return config.recharge.provider === 'aggregator'
    ? createAggregatorRecharge(config.recharge)
    : createSandboxRecharge(config.recharge);
}

async function storageFor(config: Config): Promise<StorageProvider> {
  if (config.storage.provider !== 's3') return createLocalStorage(join(config.dataDir, 'uploads'));
  const { createS3Storage } = await import('./storage/s3.js');
  return createS3Storage(config.storage);
}

/** The private file store: DATA_DIR/private (served by nothing), or with S3 the separate private bucket. */
async function privateFilesFor(config: Config): Promise<PrivateFiles> {
  if (config.storage.provider !== 's3') return createLocalPrivateFiles(join(config.dataDir, 'private'));
  const { createS3PrivateFiles } = await import('./private-files/s3.js');
  const { privateBucket, region, endpoint, forcePathStyle, credentials } = config.storage;
  return createS3PrivateFiles({ bucket: privateBucket, region, endpoint, forcePathStyle, credentials });
}

/** SMS, e-mail, push, payment, storage, private file and recharge providers for `config`; SMS/e-mail/push sandboxes write to the dev outbox in `db`. */
export async function createProviders(config: Config, db: Db): Promise<Providers> {
  return {
    sms: smsFor(config, db),
    email: await emailFor(config, db),
    push: await pushFor(config, db),
    payments: await paymentsFor(config),
    paypal: await paypalFor(config),
    storage: await storageFor(config),
    privateFiles: await privateFilesFor(config),
    recharge: rechargeFor(config),
  };
}
