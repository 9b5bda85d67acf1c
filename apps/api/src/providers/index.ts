/**
 * Builds the providers named by configuration: sandbox by default, real when
 * configured (DESIGN: Providers; README "Real providers").
 */
import { join } from 'node:path';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createSandboxEmail } from './email/sandbox.js';
import { createSmtpEmail } from './email/smtp.js';
import { createMsg91Sms } from './sms/msg91.js';
import { createSandboxSms } from './sms/sandbox.js';
import { createRazorpayGateway } from './payments/razorpay.js';
import { createSandboxGateway } from './payments/sandbox.js';
import type { PaymentGateway } from './payments/types.js';
import { createOrdersV2Paypal } from './paypal/orders-v2.js';
import { createSandboxPaypal } from './paypal/sandbox.js';
import type { PaypalGateway } from './paypal/types.js';
import { createLocalPrivateFiles } from './private-files/local.js';
import { createS3PrivateFiles } from './private-files/s3.js';
import type { PrivateFiles } from './private-files/types.js';
import { createAggregatorRecharge } from './recharge/aggregator.js';
import { createSandboxRecharge } from './recharge/sandbox.js';
import type { RechargeProvider } from './recharge/types.js';
import { createLocalStorage } from './storage/local.js';
import { createS3Storage } from './storage/s3.js';
import type { StorageProvider } from './storage/types.js';
import type { EmailProvider, Providers, SmsProvider } from './types.js';

function smsFor(config: Config, db: Db): SmsProvider {
  return config.sms.provider === 'msg91' ? createMsg91Sms(config.sms) : createSandboxSms(db);
}

function emailFor(config: Config, db: Db): EmailProvider {
  return config.email.provider === 'smtp' ? createSmtpEmail(config.email) : createSandboxEmail(db);
}

function paymentsFor(config: Config): PaymentGateway {
  return config.payments.provider === 'razorpay'
    ? createRazorpayGateway(config.payments)
    : createSandboxGateway(config.payments);
}

function paypalFor(config: Config): PaypalGateway {
  return config.paypal.provider === 'paypal' ? createOrdersV2Paypal(config.paypal) : createSandboxPaypal(config.paypal);
}

function rechargeFor(config: Config): RechargeProvider {
  return config.recharge.provider === 'aggregator'
    ? createAggregatorRecharge(config.recharge)
    : createSandboxRecharge(config.recharge);
}

function storageFor(config: Config): StorageProvider {
  return config.storage.provider === 's3'
    ? createS3Storage(config.storage)
    : createLocalStorage(join(config.dataDir, 'uploads'));
}

/** The private file store: DATA_DIR/private (served by nothing), or with S3 the separate private bucket. */
function privateFilesFor(config: Config): PrivateFiles {
  if (config.storage.provider !== 's3') return createLocalPrivateFiles(join(config.dataDir, 'private'));
  const { privateBucket, region, endpoint, forcePathStyle, credentials } = config.storage;
  return createS3PrivateFiles({ bucket: privateBucket, region, endpoint, forcePathStyle, credentials });
}

/** SMS, e-mail, payment, storage, private file and recharge providers for `config`; SMS/e-mail sandboxes write to the dev outbox in `db`. */
export function createProviders(config: Config, db: Db): Providers {
  return {
    sms: smsFor(config, db),
    email: emailFor(config, db),
    payments: paymentsFor(config),
    paypal: paypalFor(config),
    storage: storageFor(config),
    privateFiles: privateFilesFor(config),
    recharge: rechargeFor(config),
  };
}
