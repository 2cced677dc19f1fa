/**
 * The public API of the Tracewell core package (`tracewell/core`).
 * Every business rule of the spec, framework-free: other services import it from here.
 */

export * from './accounts/account-deps.port.js';
export * from './accounts/account-erasure.port.js';
export * from './accounts/account-membership.port.js';
export * from './accounts/account-tokens.port.js';
export * from './accounts/accounts.errors.js';
export * from './accounts/authenticate-session.use-case.js';
export * from './accounts/bit-flags.rules.js';
export * from './accounts/change-password.use-case.js';
export * from './accounts/complete-social-sign-in.use-case.js';
export * from './accounts/delete-account.use-case.js';
export * from './accounts/device-code.steps.js';
export * from './accounts/display-name.rules.js';
export * from './accounts/email-verification.steps.js';
export * from './accounts/get-account-user.use-case.js';
export * from './accounts/history.port.js';
export * from './accounts/identity-provider.port.js';
export * from './accounts/list-social-logins.use-case.js';
export * from './accounts/log-in.use-case.js';
export * from './accounts/log-out.use-case.js';
export * from './accounts/password.schema.js';
export * from './accounts/password.steps.js';
export * from './accounts/password-hasher.port.js';
export * from './accounts/password-modal.rules.js';
export * from './accounts/rate-limit.rules.js';
export * from './accounts/rate-limit.steps.js';
export * from './accounts/rate-limiter.port.js';
export * from './accounts/redirect.rules.js';
export * from './accounts/request-password-hash.use-case.js';
export * from './accounts/request-password-reset.use-case.js';
export * from './accounts/resend-email-verification.use-case.js';
export * from './accounts/reset-password.use-case.js';
export * from './accounts/search-history.use-case.js';
export * from './accounts/session.rules.js';
export * from './accounts/session.steps.js';
export * from './accounts/session-store.port.js';
export * from './accounts/sign-up.schema.js';
export * from './accounts/sign-up.use-case.js';
export * from './accounts/social-links.rules.js';
export * from './accounts/social-login.steps.js';
export * from './accounts/start-social-sign-in.use-case.js';
export * from './accounts/unlink-social-account.use-case.js';
export * from './accounts/user-flags.rules.js';
export * from './accounts/user-repository.port.js';
export * from './accounts/verify-device.use-case.js';
export * from './accounts/verify-email.use-case.js';
export * from './billing/card.rules.js';
export * from './billing/checkout-card.schema.js';
export * from './billing/money.rules.js';
export * from './billing/payment-gateway.port.js';
export * from './billing/wallet.port.js';
export * from './billing/wallet-card.schema.js';
export * from './membership/abandonment.rules.js';
export * from './membership/account-membership.provider.js';
export * from './membership/add-wallet-card.use-case.js';
export * from './membership/cancel-flow.rules.js';
export * from './membership/cancel-modal.machine.js';
export * from './membership/cancel-modal-copy.rules.js';
export * from './membership/cancel-press.machine.js';
export * from './membership/cancel-subscriptions.use-case.js';
export * from './membership/checkout.rules.js';
export * from './membership/checkout.schema.js';
export * from './membership/checkout.use-case.js';
export * from './membership/checkout-preflight.use-case.js';
export * from './membership/checkout-skus.rules.js';
export * from './membership/claim-voucher.use-case.js';
export * from './membership/confirm-upgrade.rules.js';
export * from './membership/default-offer.rules.js';
export * from './membership/effective-report-limit.rules.js';
/** @deprecated The rule is `effectiveReportLimit` (core/membership/effective-report-limit.rules.ts). */
export { effectiveReportLimit as reportMembershipLimit } from './membership/effective-report-limit.rules.js';
export * from './membership/list-lifetime-offers.use-case.js';
export * from './membership/list-offers.use-case.js';
export * from './membership/list-sales.use-case.js';
export * from './membership/list-upgrades.use-case.js';
export * from './membership/list-vouchers.use-case.js';
export * from './membership/list-wallet-cards.use-case.js';
export * from './membership/membership.errors.js';
export * from './membership/membership-catalog.rules.js';
export * from './membership/membership-menus.rules.js';
export * from './membership/membership-payment.steps.js';
export * from './membership/membership-ports.port.js';
export * from './membership/membership-store.port.js';
export * from './membership/membership-usage.use-case.js';
export * from './membership/membership-views.rules.js';
export * from './membership/mobile-store-member.rules.js';
/** @deprecated The message is `MOBILE_STORE_MANAGED_MESSAGE` (core/membership/mobile-store-member.rules.ts). */
export { MOBILE_STORE_MANAGED_MESSAGE as MOBILE_CARD_EDIT_MESSAGE } from './membership/mobile-store-member.rules.js';
export * from './membership/offer-price.rules.js';
export * from './membership/one-membership-per-kind.rules.js';
export * from './membership/pause-subscription.use-case.js';
export * from './membership/read-membership.use-case.js';
export * from './membership/read-menu-skus.use-case.js';
export * from './membership/read-offer-page.use-case.js';
export * from './membership/receipt.rules.js';
export * from './membership/remove-wallet-card.use-case.js';
export * from './membership/renewal.job.js';
export * from './membership/renewal-label.rules.js';
export * from './membership/report-allowance.provider.js';
export * from './membership/report-limits.rules.js';
export * from './membership/resume-subscription.use-case.js';
export * from './membership/rewards-membership.rules.js';
/** @deprecated The predicate is `isRewardsMembership` (core/membership/rewards-membership.rules.ts). */
export { isRewardsMembership as isRewards } from './membership/rewards-membership.rules.js';
export * from './membership/set-default-wallet-card.use-case.js';
export * from './membership/shown-offers.rules.js';
export * from './membership/subscription.rules.js';
export * from './membership/subscription.schema.js';
export * from './membership/subscription-cancel.schema.js';
export * from './membership/subscription-display.rules.js';
export * from './membership/subscription-id.schema.js';
export * from './membership/update-subscription.use-case.js';
export * from './membership/update-wallet-card.use-case.js';
export * from './membership/upgrade-offers.rules.js';
export * from './membership/upgrade-products.rules.js';
export * from './membership/upgrades.schema.js';
export * from './membership/wallet.steps.js';
export * from './privacy/privacy-request.rules.js';
export * from './property/closest-properties.use-case.js';
export * from './property/columns.rules.js';
export * from './property/comparables.rules.js';
export * from './property/comparables.schema.js';
export * from './property/find-comparables.use-case.js';
export * from './property/geo-distance.rules.js';
export * from './property/get-property-photo.use-case.js';
export * from './property/home-size.rules.js';
export * from './property/market.rules.js';
export * from './property/market-demand.use-case.js';
export * from './property/market-trends.use-case.js';
export * from './property/nearby-card.rules.js';
export * from './property/nearby-filters.rules.js';
export * from './property/nearby-properties.port.js';
export * from './property/property.errors.js';
export * from './property/property-access.port.js';
export * from './property/property-access.rules.js';
export * from './property/property-enums.rules.js';
export * from './property/property-market.port.js';
export * from './property/property-photos.port.js';
export * from './property/quick-filters.rules.js';
export * from './property/require-member.steps.js';
export * from './property/saved-properties.rules.js';
export * from './property/saved-search.rules.js';
export * from './records/normalize.rules.js';
export * from './records/record-files.schema.js';
export * from './records/records.schema.js';
export * from './reports/access-level.rules.js';
export * from './reports/address-report-contents.schema.js';
export {
  type AddressViewOptions,
  addressRecordCounts,
  addressReportSubject,
  type ReportPropertySubject,
} from './reports/address-report-view.rules.js';
export {
  backgroundRecordCounts,
  REPORT_NO_CRIMINAL_ONLY_TEXT,
  REPORT_NO_CRIMINAL_TEXT,
  REPORT_NO_TRAFFIC_TEXT,
} from './reports/background-report-view.rules.js';
export * from './reports/file-report-correction.use-case.js';
export * from './reports/get-history-report.use-case.js';
export * from './reports/get-notification-preferences.use-case.js';
export * from './reports/get-report-order.use-case.js';
export * from './reports/get-report-pdf-options.use-case.js';
export * from './reports/get-report-view-state.use-case.js';
export * from './reports/grant-report-purchase.use-case.js';
export * from './reports/list-notifications.use-case.js';
export * from './reports/mark-alerts-seen.use-case.js';
export * from './reports/monitoring-changes.rules.js';
export * from './reports/monitoring-digest.job.js';
export * from './reports/monitoring-preferences.steps.js';
export * from './reports/notification-failure.rules.js';
export * from './reports/notifications.schema.js';
export * from './reports/order-report-pdf.use-case.js';
export * from './reports/pdf-order.machine.js';
export * from './reports/recent-reports.rules.js';
export * from './reports/refresh-notifications.use-case.js';
export * from './reports/report.errors.js';
export * from './reports/report-access.rules.js';
export * from './reports/report-contents.schema.js';
export * from './reports/report-history.use-case.js';
export * from './reports/report-monitoring.job.js';
export * from './reports/report-monitoring.port.js';
export * from './reports/report-pdf.rules.js';
export * from './reports/report-pdf-renderer.port.js';
export * from './reports/report-ports.port.js';
export * from './reports/report-source.port.js';
export * from './reports/report-status.rules.js';
export * from './reports/report-store.port.js';
export * from './reports/report-unlock.port.js';
export * from './reports/report-view.rules.js';
export {
  MONTH_SHORT_NAMES,
  printableSectionGroups,
  REPORT_TAB_LABELS,
  REPORT_TABS,
  type ReportItemView,
  type ReportMedia,
  type ReportSectionView,
  type ReportTab,
  reportAgeOn,
  reportMonthLabel,
  reportPhoneDisplay,
  reportShortDate,
  reportSourceLine,
} from './reports/report-view-format.rules.js';
export * from './reports/save-notification-preferences.use-case.js';
export * from './reports/silent-subscribe-report.use-case.js';
export * from './reports/subscribe-report.use-case.js';
export * from './reports/teaser-counts.rules.js';
export * from './reports/unlock-report.use-case.js';
export * from './reports/update-report-view-state.use-case.js';
export * from './reports/view-report.steps.js';
export * from './reports/view-report.use-case.js';
export * from './reports/view-state.rules.js';
export * from './search/address-suggestions.use-case.js';
export * from './search/autocomplete.rules.js';
export * from './search/autocomplete.schema.js';
export * from './search/city-suggestions.use-case.js';
export * from './search/dating-funnel.rules.js';
export * from './search/dating-search.schema.js';
export * from './search/last-name-suggestions.use-case.js';
export * from './search/name-case.rules.js';
export * from './search/nicknames.js';
export * from './search/person-preview.rules.js';
export * from './search/person-search.port.js';
export * from './search/phone-funnel.rules.js';
export * from './search/phone-input.rules.js';
export * from './search/placeholder.rules.js';
export * from './search/ranking.rules.js';
export * from './search/search.schema.js';
export * from './search/search-address.use-case.js';
export * from './search/search-criteria.rules.js';
export * from './search/search-email.use-case.js';
export * from './search/search-enums.rules.js';
export * from './search/search-kind.rules.js';
export * from './search/search-people.use-case.js';
export * from './search/search-phone.use-case.js';
export * from './search/search-url.rules.js';
export * from './search/us-states.rules.js';
export * from './shared/clock.port.js';
export * from './shared/date.rules.js';
export * from './shared/errors.js';
export * from './shared/mailer.port.js';
export * from './shell/client-cache.rules.js';
export * from './shell/client-log.port.js';
export * from './shell/client-log.rules.js';
export * from './shell/client-log.schema.js';
export * from './shell/consent.rules.js';
export * from './shell/debug.rules.js';
export * from './shell/flags.rules.js';
export * from './shell/funnel.rules.js';
export * from './shell/layout.rules.js';
export * from './shell/navigation.rules.js';
export * from './shell/record-client-logs.use-case.js';
export * from './shell/request.rules.js';
export * from './shell/time.rules.js';
export * from './shell/user-flow.machine.js';
/** @deprecated The membership part of the user is `makeReadMembership` (a use case) or `makeAccountMembership`. */
export type MembershipReader = ReturnType<typeof import('./membership/read-membership.use-case.js').makeReadMembership>;
export * from './accounts/data-warning.rules.js';
export * from './membership/benefits-rewards.rules.js';
export * from './membership/cross-sell.rules.js';
export * from './reports/report-favorite.rules.js';
export * from './reports/report-favorite.schema.js';
export * from './search/use-cases.rules.js';
export * from './search/visitor-search-history.port.js';
export * from './shell/side-navigation.rules.js';
export * from './shell/user-flow.port.js';
export * from './shell/user-flow.rules.js';
export * from './shell/user-flow.schema.js';
