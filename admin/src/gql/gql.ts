/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Account {\n    me {\n      id\n      username\n      name\n      email\n      role\n      twoFactor {\n        totp\n        recoveryCodesLeft\n        passkeys {\n          id\n          name\n          createdAt\n          lastUsedAt\n        }\n      }\n    }\n  }\n": typeof types.AccountDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      ip\n      signedInAt\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation StartTotpSetup($currentPassword: String) {\n    startTotpSetup(currentPassword: $currentPassword) {\n      secret\n      otpauthUrl\n      qrCode\n    }\n  }\n": typeof types.StartTotpSetupDocument,
    "\n  mutation ConfirmTotpSetup($code: String!) {\n    confirmTotpSetup(code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.ConfirmTotpSetupDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": typeof types.DisableTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  query PasskeyRegistrationOptions($currentPassword: String) {\n    passkeyRegistrationOptions(currentPassword: $currentPassword)\n  }\n": typeof types.PasskeyRegistrationOptionsDocument,
    "\n  mutation VerifyPasskeyRegistration($response: String!, $name: String!) {\n    verifyPasskeyRegistration(response: $response, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.VerifyPasskeyRegistrationDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  query AuditLogCsv($filter: AuditFilter) {\n    auditLogCsv(filter: $filter)\n  }\n": typeof types.AuditLogCsvDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      name\n      role\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      ...SignIn\n    }\n  }\n": typeof types.LoginDocument,
    "\n  fragment SignIn on LoginResult {\n    token\n    userId\n    username\n    expiresAt\n    mustSetUpSecondFactor\n    secondFactor {\n      challenge\n      methods\n    }\n  }\n": typeof types.SignInFragmentDoc,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UploadMedia($file: Upload!) {\n    uploadMedia(file: $file) {\n      id\n    }\n  }\n": typeof types.UploadMediaDocument,
    "\n  mutation DeleteGalleryImage($id: ID!) {\n    deleteGalleryImage(id: $id)\n  }\n": typeof types.DeleteGalleryImageDocument,
    "\n  mutation DeleteGalleryGroup($groupId: String!) {\n    deleteGalleryGroup(groupId: $groupId)\n  }\n": typeof types.DeleteGalleryGroupDocument,
    "\n  query GalleryTotals {\n    galleryTotals {\n      items\n      images\n    }\n  }\n": typeof types.GalleryTotalsDocument,
    "\n  mutation CreatePortfolioItem(\n    $title: String!\n    $description: String!\n    $titleTa: String\n    $descriptionTa: String\n    $categoryId: ID!\n    $subcategoryId: ID!\n    $imageId: ID!\n    $framePrices: [FramePriceInput!]!\n    $editionSize: Int\n    $artistProofs: Int\n    $paper: String\n    $searchKeywords: [String!]\n  ) {\n    createPortfolioItem(\n      title: $title\n      description: $description\n      titleTa: $titleTa\n      descriptionTa: $descriptionTa\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n      editionSize: $editionSize\n      artistProofs: $artistProofs\n      paper: $paper\n      searchKeywords: $searchKeywords\n    ) {\n      id\n      title\n    }\n  }\n": typeof types.CreatePortfolioItemDocument,
    "\n  mutation UpdatePortfolioItem(\n    $id: ID!\n    $title: String\n    $description: String\n    $titleTa: String\n    $descriptionTa: String\n    $categoryId: ID\n    $subcategoryId: ID\n    $imageId: ID\n    $framePrices: [FramePriceInput!]\n    $editionSize: Int\n    $artistProofs: Int\n    $editionClosed: Boolean\n    $paper: String\n    $searchKeywords: [String!]\n  ) {\n    updatePortfolioItem(\n      id: $id\n      title: $title\n      description: $description\n      titleTa: $titleTa\n      descriptionTa: $descriptionTa\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n      editionSize: $editionSize\n      artistProofs: $artistProofs\n      editionClosed: $editionClosed\n      paper: $paper\n      searchKeywords: $searchKeywords\n    ) {\n      id\n      title\n    }\n  }\n": typeof types.UpdatePortfolioItemDocument,
    "\n  query EditionLedger($id: ID!) {\n    PortfolioItem(id: $id) {\n      id\n      title\n      edition {\n        size\n        sold\n        reserved\n        remaining\n        closed\n      }\n    }\n    editionLedger(portfolioItemId: $id) {\n      state\n      number\n      units\n      bookingGroupId\n      date\n      code\n      voidReason\n    }\n  }\n": typeof types.EditionLedgerDocument,
    "\n  mutation VoidCertificate($code: String!, $reason: String!) {\n    voidCertificate(code: $code, reason: $reason) {\n      number\n      void\n    }\n  }\n": typeof types.VoidCertificateDocument,
    "\n  mutation ResendCertificate($code: String!) {\n    resendCertificate(code: $code) {\n      number\n    }\n  }\n": typeof types.ResendCertificateDocument,
    "\n  mutation DeleteFramePrice($id: ID!) {\n    deleteFramePrice(id: $id)\n  }\n": typeof types.DeleteFramePriceDocument,
    "\n  mutation CreateHeroSlide($title: String!, $subtitle: String!, $titleTa: String, $subtitleTa: String, $imageId: ID!) {\n    createHeroSlide(title: $title, subtitle: $subtitle, titleTa: $titleTa, subtitleTa: $subtitleTa, imageId: $imageId) {\n      id\n      title\n    }\n  }\n": typeof types.CreateHeroSlideDocument,
    "\n  query Author {\n    author {\n      name\n      title\n      bio1\n      bio2\n      quote\n      titleTa\n      bio1Ta\n      bio2Ta\n      quoteTa\n      awardsWon\n      countriesVisited\n      updatedAt\n      image {\n        id\n        url\n        srcset\n        width\n        height\n      }\n    }\n  }\n": typeof types.AuthorDocument,
    "\n  mutation UpdateAuthor(\n    $name: String\n    $title: String\n    $bio1: String\n    $bio2: String\n    $quote: String\n    $titleTa: String\n    $bio1Ta: String\n    $bio2Ta: String\n    $quoteTa: String\n    $awardsWon: String\n    $countriesVisited: String\n    $imageId: ID\n  ) {\n    updateAuthor(\n      name: $name\n      title: $title\n      bio1: $bio1\n      bio2: $bio2\n      quote: $quote\n      titleTa: $titleTa\n      bio1Ta: $bio1Ta\n      bio2Ta: $bio2Ta\n      quoteTa: $quoteTa\n      awardsWon: $awardsWon\n      countriesVisited: $countriesVisited\n      imageId: $imageId\n    ) {\n      name\n      title\n      bio1\n      bio2\n      quote\n      titleTa\n      bio1Ta\n      bio2Ta\n      quoteTa\n      awardsWon\n      countriesVisited\n      updatedAt\n      image {\n        id\n        url\n        srcset\n        width\n        height\n      }\n    }\n  }\n": typeof types.UpdateAuthorDocument,
    "\n  mutation CreateInstagramPost($caption: String!, $imageId: ID!, $likesCount: Int, $permalink: String) {\n    createInstagramPost(caption: $caption, imageId: $imageId, likesCount: $likesCount, permalink: $permalink) {\n      id\n      captionTitle\n    }\n  }\n": typeof types.CreateInstagramPostDocument,
    "\n  mutation SetContactMessageRead($id: ID!, $read: Boolean!) {\n    updateContactMessage(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": typeof types.SetContactMessageReadDocument,
    "\n  query NewsletterCsv {\n    newsletterCsv\n  }\n": typeof types.NewsletterCsvDocument,
    "\n  mutation ImportNewsletterSubscribers($csv: String!) {\n    importNewsletterSubscribers(csv: $csv) {\n      added\n      alreadyOnList\n      invalid\n      refused {\n        line\n        reason\n      }\n    }\n  }\n": typeof types.ImportNewsletterSubscribersDocument,
    "\n  query ImageUpdate {\n    businessSettings {\n      imageUpdate {\n        done\n        failed\n        total\n      }\n    }\n  }\n": typeof types.ImageUpdateDocument,
    "\n  query BusinessSettings {\n    businessSettings {\n      name\n      legalName\n      address\n      addressTa\n      city\n      cityTa\n      email\n      phone\n      grievanceOfficerName\n      grievanceOfficerEmail\n      instagramUrl\n      instagramHandle\n      facebookUrl\n      poweredBy\n      gstin\n      stateCode\n      hsnCode\n      gstRatePercent\n      invoicePrefix\n      copyrightHolder\n      creator\n      creditLine\n      licensingText\n      licensingTextTa\n      licensingUrl\n      watermarkText\n      watermarkOpacity\n      watermarkPosition\n      watermarkMinWidth\n      maxVariantWidth\n      signatureImageId\n      imageUpdate {\n        done\n        failed\n        total\n      }\n    }\n  }\n": typeof types.BusinessSettingsDocument,
    "\n  mutation UpdateBusinessSettings(\n    $name: String\n    $legalName: String\n    $address: String\n    $addressTa: String\n    $city: String\n    $cityTa: String\n    $email: String\n    $phone: String\n    $grievanceOfficerName: String\n    $grievanceOfficerEmail: String\n    $instagramUrl: String\n    $instagramHandle: String\n    $facebookUrl: String\n    $poweredBy: String\n    $gstin: String\n    $stateCode: String\n    $hsnCode: String\n    $gstRatePercent: Float\n    $invoicePrefix: String\n    $copyrightHolder: String\n    $creator: String\n    $creditLine: String\n    $licensingText: String\n    $licensingTextTa: String\n    $licensingUrl: String\n    $watermarkText: String\n    $watermarkOpacity: Float\n    $watermarkPosition: WatermarkPosition\n    $watermarkMinWidth: Int\n    $maxVariantWidth: Int\n    $signatureImageId: ID\n  ) {\n    updateBusinessSettings(\n      name: $name\n      legalName: $legalName\n      address: $address\n      addressTa: $addressTa\n      city: $city\n      cityTa: $cityTa\n      email: $email\n      phone: $phone\n      grievanceOfficerName: $grievanceOfficerName\n      grievanceOfficerEmail: $grievanceOfficerEmail\n      instagramUrl: $instagramUrl\n      instagramHandle: $instagramHandle\n      facebookUrl: $facebookUrl\n      poweredBy: $poweredBy\n      gstin: $gstin\n      stateCode: $stateCode\n      hsnCode: $hsnCode\n      gstRatePercent: $gstRatePercent\n      invoicePrefix: $invoicePrefix\n      copyrightHolder: $copyrightHolder\n      creator: $creator\n      creditLine: $creditLine\n      licensingText: $licensingText\n      licensingTextTa: $licensingTextTa\n      licensingUrl: $licensingUrl\n      watermarkText: $watermarkText\n      watermarkOpacity: $watermarkOpacity\n      watermarkPosition: $watermarkPosition\n      watermarkMinWidth: $watermarkMinWidth\n      maxVariantWidth: $maxVariantWidth\n      signatureImageId: $signatureImageId\n    ) {\n      name\n      legalName\n      address\n      addressTa\n      city\n      cityTa\n      email\n      phone\n      grievanceOfficerName\n      grievanceOfficerEmail\n      instagramUrl\n      instagramHandle\n      facebookUrl\n      poweredBy\n      gstin\n      stateCode\n      hsnCode\n      gstRatePercent\n      invoicePrefix\n      copyrightHolder\n      creator\n      creditLine\n      licensingText\n      licensingTextTa\n      licensingUrl\n      watermarkText\n      watermarkOpacity\n      watermarkPosition\n      watermarkMinWidth\n      maxVariantWidth\n      signatureImageId\n      imageUpdate {\n        done\n        failed\n        total\n      }\n    }\n  }\n": typeof types.UpdateBusinessSettingsDocument,
    "\n  query OrderStatusCounts {\n    orderStatusCounts {\n      all\n      new\n      processing\n      dispatched\n      delivered\n      cancelled\n    }\n  }\n": typeof types.OrderStatusCountsDocument,
    "\n  mutation TransitionOrder($id: ID!, $state: String!, $courierName: String, $trackingId: String) {\n    transitionOrderToState(id: $id, state: $state, courierName: $courierName, trackingId: $trackingId) {\n      id\n      status\n      courierName\n      trackingId\n      nextStatuses\n    }\n  }\n": typeof types.TransitionOrderDocument,
    "\n  mutation CancelOrder($orderId: String!, $reason: String!) {\n    cancelOrder(orderId: $orderId, reason: $reason) {\n      id\n      status\n      nextStatuses\n      canCancel\n      refundedPaise\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation RefundOrder($orderId: String!, $amountPaise: Int!, $reason: String!, $idempotencyKey: String!) {\n    refundOrder(orderId: $orderId, amountPaise: $amountPaise, reason: $reason, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      refundedPaise\n    }\n  }\n": typeof types.RefundOrderDocument,
    "\n  query OrderHistory($orderId: ID!) {\n    orderHistory(orderId: $orderId) {\n      id\n      fromStatus\n      toStatus\n      actor\n      courierName\n      trackingId\n      note\n      at\n    }\n  }\n": typeof types.OrderHistoryDocument,
    "\n  query SearchLog {\n    topSearches {\n      query\n      count\n      lastSearchedOn\n    }\n    searchesWithoutResults {\n      query\n      count\n      lastSearchedOn\n    }\n  }\n": typeof types.SearchLogDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      totalCustomers\n      customersChange\n      totalRevenuePaise\n      revenueChange\n      totalOrders\n      ordersChange\n      monthRevenuePaise\n      monthDiscountPaise\n      discountChange\n      topCategory {\n        name\n        displayName\n        totalSales\n      }\n      months {\n        month\n        orders\n        revenuePaise\n      }\n      bestSellers {\n        portfolioItemId\n        title\n        units\n        revenuePaise\n      }\n    }\n    orderStatusCounts {\n      all\n      new\n      processing\n      dispatched\n      delivered\n    }\n  }\n": typeof types.DashboardStatsDocument,
    "\n  query WorkshopJoinSummary {\n    workshopJoinSummary {\n      workshopId\n      workshopTitle\n      travelDate\n      maxParticipants\n      totalPeople\n      joins\n      seatsLeft\n    }\n  }\n": typeof types.WorkshopJoinSummaryDocument,
    "\n  query WorkshopParticipants($workshopId: ID!) {\n    workshopParticipants(workshopId: $workshopId) {\n      id\n      fullName\n      phone\n      email\n      address\n      numberOfPeople\n      createdAt\n    }\n  }\n": typeof types.WorkshopParticipantsDocument,
    "\n  query WorkshopParticipantsCsv($workshopId: ID!) {\n    workshopParticipantsCsv(workshopId: $workshopId)\n  }\n": typeof types.WorkshopParticipantsCsvDocument,
    "\n  mutation DeleteWorkshopJoin($id: ID!) {\n    deleteWorkshopJoin(id: $id) {\n      id\n      numberOfPeople\n    }\n  }\n": typeof types.DeleteWorkshopJoinDocument,
    "\n  mutation RefundPaymentReview($id: ID!) {\n    refundPaymentReview(id: $id) {\n      id\n      state\n      refundId\n      refundedBy\n      refundedAt\n    }\n  }\n": typeof types.RefundPaymentReviewDocument,
    "\n  query CampaignPreview($id: ID!) {\n    campaignPreview(id: $id)\n  }\n": typeof types.CampaignPreviewDocument,
    "\n  mutation SendCampaignTest($id: ID!, $email: String!) {\n    sendCampaignTest(id: $id, email: $email) {\n      id\n    }\n  }\n": typeof types.SendCampaignTestDocument,
    "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      id\n      status\n      failed\n      remaining\n      pausedReason\n    }\n  }\n": typeof types.ResumeCampaignDocument,
    "\n  mutation RestoreBouncedSubscriber($id: ID!) {\n    restoreBouncedSubscriber(id: $id) {\n      id\n      email\n      status\n    }\n  }\n": typeof types.RestoreBouncedSubscriberDocument,
    "\n  mutation SendCampaign($id: ID!) {\n    sendCampaign(id: $id) {\n      id\n      status\n      recipients\n      sent\n      failed\n      skipped\n      remaining\n      sentAt\n    }\n  }\n": typeof types.SendCampaignDocument,
    "\n  query Integrations {\n    apiScopes {\n      name\n      description\n    }\n    webhookEvents {\n      name\n      description\n    }\n    allApiKeys(sortField: \"id\", sortOrder: \"DESC\", perPage: 100) {\n      id\n      name\n      scopes\n      prefix\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n    allWebhookEndpoints(sortField: \"id\", sortOrder: \"DESC\", perPage: 100) {\n      id\n      url\n      events\n      createdAt\n    }\n    allWebhookDeliveries(sortField: \"id\", sortOrder: \"DESC\", perPage: 25) {\n      id\n      endpointId\n      eventId\n      type\n      status\n      attempts\n      nextAttemptAt\n      lastAttemptAt\n      lastStatusCode\n      lastResponse\n      createdAt\n    }\n  }\n": typeof types.IntegrationsDocument,
    "\n  mutation CreateApiKey($name: String!, $scopes: [String!]!) {\n    createApiKey(name: $name, scopes: $scopes) {\n      id\n      key\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $events: [String!]!) {\n    createWebhookEndpoint(url: $url, events: $events) {\n      id\n      secret\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  mutation LoginSecondFactor($challenge: String!, $code: String, $recoveryCode: String) {\n    loginSecondFactor(challenge: $challenge, code: $code, recoveryCode: $recoveryCode) {\n      ...SignIn\n    }\n  }\n": typeof types.LoginSecondFactorDocument,
    "\n  query PasskeyLoginOptions {\n    passkeyLoginOptions\n  }\n": typeof types.PasskeyLoginOptionsDocument,
    "\n  mutation VerifyPasskeyLogin($response: String!) {\n    verifyPasskeyLogin(response: $response) {\n      ...SignIn\n    }\n  }\n": typeof types.VerifyPasskeyLoginDocument,
    "\n  mutation StepUp($code: String, $recoveryCode: String) {\n    stepUp(code: $code, recoveryCode: $recoveryCode)\n  }\n": typeof types.StepUpDocument,
    "\n  query PasskeyStepUpOptions {\n    passkeyStepUpOptions\n  }\n": typeof types.PasskeyStepUpOptionsDocument,
    "\n  mutation VerifyPasskeyStepUp($response: String!) {\n    verifyPasskeyStepUp(response: $response)\n  }\n": typeof types.VerifyPasskeyStepUpDocument,
    "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password)\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query MySecondFactors {\n    me {\n      id\n      twoFactor {\n        totp\n        recoveryCodesLeft\n        passkeys {\n          id\n        }\n      }\n    }\n  }\n": typeof types.MySecondFactorsDocument,
    "\n  query StaffUsers {\n    staffUsers {\n      id\n      name\n      username\n      email\n      role\n      disabled\n      status\n      invitedAt\n      invitationExpiresAt\n      lastSignInAt\n      twoFactor\n    }\n  }\n": typeof types.StaffUsersDocument,
    "\n  mutation InviteStaff($name: String!, $username: String!, $email: String!, $role: String!) {\n    inviteStaff(name: $name, username: $username, email: $email, role: $role) {\n      id\n    }\n  }\n": typeof types.InviteStaffDocument,
    "\n  mutation UpdateStaff($id: ID!, $role: String, $disabled: Boolean) {\n    updateStaff(id: $id, role: $role, disabled: $disabled) {\n      id\n      role\n      disabled\n      status\n    }\n  }\n": typeof types.UpdateStaffDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      id\n      invitationExpiresAt\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation EndAllSessionsOf($userId: ID!) {\n    endAllSessions(userId: $userId)\n  }\n": typeof types.EndAllSessionsOfDocument,
    "\n  query TwoFactorSettings {\n    twoFactorSettings {\n      requireTwoFactor\n    }\n  }\n": typeof types.TwoFactorSettingsDocument,
    "\n  mutation UpdateTwoFactorSettings($requireTwoFactor: Boolean!) {\n    updateTwoFactorSettings(requireTwoFactor: $requireTwoFactor) {\n      requireTwoFactor\n    }\n  }\n": typeof types.UpdateTwoFactorSettingsDocument,
};
const documents: Documents = {
    "\n  query Account {\n    me {\n      id\n      username\n      name\n      email\n      role\n      twoFactor {\n        totp\n        recoveryCodesLeft\n        passkeys {\n          id\n          name\n          createdAt\n          lastUsedAt\n        }\n      }\n    }\n  }\n": types.AccountDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      ip\n      signedInAt\n      lastSeenAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation StartTotpSetup($currentPassword: String) {\n    startTotpSetup(currentPassword: $currentPassword) {\n      secret\n      otpauthUrl\n      qrCode\n    }\n  }\n": types.StartTotpSetupDocument,
    "\n  mutation ConfirmTotpSetup($code: String!) {\n    confirmTotpSetup(code: $code) {\n      recoveryCodes\n    }\n  }\n": types.ConfirmTotpSetupDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": types.DisableTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code) {\n      recoveryCodes\n    }\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  query PasskeyRegistrationOptions($currentPassword: String) {\n    passkeyRegistrationOptions(currentPassword: $currentPassword)\n  }\n": types.PasskeyRegistrationOptionsDocument,
    "\n  mutation VerifyPasskeyRegistration($response: String!, $name: String!) {\n    verifyPasskeyRegistration(response: $response, name: $name) {\n      id\n      name\n    }\n  }\n": types.VerifyPasskeyRegistrationDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": types.RemovePasskeyDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  query AuditLogCsv($filter: AuditFilter) {\n    auditLogCsv(filter: $filter)\n  }\n": types.AuditLogCsvDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      name\n      role\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      ...SignIn\n    }\n  }\n": types.LoginDocument,
    "\n  fragment SignIn on LoginResult {\n    token\n    userId\n    username\n    expiresAt\n    mustSetUpSecondFactor\n    secondFactor {\n      challenge\n      methods\n    }\n  }\n": types.SignInFragmentDoc,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UploadMedia($file: Upload!) {\n    uploadMedia(file: $file) {\n      id\n    }\n  }\n": types.UploadMediaDocument,
    "\n  mutation DeleteGalleryImage($id: ID!) {\n    deleteGalleryImage(id: $id)\n  }\n": types.DeleteGalleryImageDocument,
    "\n  mutation DeleteGalleryGroup($groupId: String!) {\n    deleteGalleryGroup(groupId: $groupId)\n  }\n": types.DeleteGalleryGroupDocument,
    "\n  query GalleryTotals {\n    galleryTotals {\n      items\n      images\n    }\n  }\n": types.GalleryTotalsDocument,
    "\n  mutation CreatePortfolioItem(\n    $title: String!\n    $description: String!\n    $titleTa: String\n    $descriptionTa: String\n    $categoryId: ID!\n    $subcategoryId: ID!\n    $imageId: ID!\n    $framePrices: [FramePriceInput!]!\n    $editionSize: Int\n    $artistProofs: Int\n    $paper: String\n    $searchKeywords: [String!]\n  ) {\n    createPortfolioItem(\n      title: $title\n      description: $description\n      titleTa: $titleTa\n      descriptionTa: $descriptionTa\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n      editionSize: $editionSize\n      artistProofs: $artistProofs\n      paper: $paper\n      searchKeywords: $searchKeywords\n    ) {\n      id\n      title\n    }\n  }\n": types.CreatePortfolioItemDocument,
    "\n  mutation UpdatePortfolioItem(\n    $id: ID!\n    $title: String\n    $description: String\n    $titleTa: String\n    $descriptionTa: String\n    $categoryId: ID\n    $subcategoryId: ID\n    $imageId: ID\n    $framePrices: [FramePriceInput!]\n    $editionSize: Int\n    $artistProofs: Int\n    $editionClosed: Boolean\n    $paper: String\n    $searchKeywords: [String!]\n  ) {\n    updatePortfolioItem(\n      id: $id\n      title: $title\n      description: $description\n      titleTa: $titleTa\n      descriptionTa: $descriptionTa\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n      editionSize: $editionSize\n      artistProofs: $artistProofs\n      editionClosed: $editionClosed\n      paper: $paper\n      searchKeywords: $searchKeywords\n    ) {\n      id\n      title\n    }\n  }\n": types.UpdatePortfolioItemDocument,
    "\n  query EditionLedger($id: ID!) {\n    PortfolioItem(id: $id) {\n      id\n      title\n      edition {\n        size\n        sold\n        reserved\n        remaining\n        closed\n      }\n    }\n    editionLedger(portfolioItemId: $id) {\n      state\n      number\n      units\n      bookingGroupId\n      date\n      code\n      voidReason\n    }\n  }\n": types.EditionLedgerDocument,
    "\n  mutation VoidCertificate($code: String!, $reason: String!) {\n    voidCertificate(code: $code, reason: $reason) {\n      number\n      void\n    }\n  }\n": types.VoidCertificateDocument,
    "\n  mutation ResendCertificate($code: String!) {\n    resendCertificate(code: $code) {\n      number\n    }\n  }\n": types.ResendCertificateDocument,
    "\n  mutation DeleteFramePrice($id: ID!) {\n    deleteFramePrice(id: $id)\n  }\n": types.DeleteFramePriceDocument,
    "\n  mutation CreateHeroSlide($title: String!, $subtitle: String!, $titleTa: String, $subtitleTa: String, $imageId: ID!) {\n    createHeroSlide(title: $title, subtitle: $subtitle, titleTa: $titleTa, subtitleTa: $subtitleTa, imageId: $imageId) {\n      id\n      title\n    }\n  }\n": types.CreateHeroSlideDocument,
    "\n  query Author {\n    author {\n      name\n      title\n      bio1\n      bio2\n      quote\n      titleTa\n      bio1Ta\n      bio2Ta\n      quoteTa\n      awardsWon\n      countriesVisited\n      updatedAt\n      image {\n        id\n        url\n        srcset\n        width\n        height\n      }\n    }\n  }\n": types.AuthorDocument,
    "\n  mutation UpdateAuthor(\n    $name: String\n    $title: String\n    $bio1: String\n    $bio2: String\n    $quote: String\n    $titleTa: String\n    $bio1Ta: String\n    $bio2Ta: String\n    $quoteTa: String\n    $awardsWon: String\n    $countriesVisited: String\n    $imageId: ID\n  ) {\n    updateAuthor(\n      name: $name\n      title: $title\n      bio1: $bio1\n      bio2: $bio2\n      quote: $quote\n      titleTa: $titleTa\n      bio1Ta: $bio1Ta\n      bio2Ta: $bio2Ta\n      quoteTa: $quoteTa\n      awardsWon: $awardsWon\n      countriesVisited: $countriesVisited\n      imageId: $imageId\n    ) {\n      name\n      title\n      bio1\n      bio2\n      quote\n      titleTa\n      bio1Ta\n      bio2Ta\n      quoteTa\n      awardsWon\n      countriesVisited\n      updatedAt\n      image {\n        id\n        url\n        srcset\n        width\n        height\n      }\n    }\n  }\n": types.UpdateAuthorDocument,
    "\n  mutation CreateInstagramPost($caption: String!, $imageId: ID!, $likesCount: Int, $permalink: String) {\n    createInstagramPost(caption: $caption, imageId: $imageId, likesCount: $likesCount, permalink: $permalink) {\n      id\n      captionTitle\n    }\n  }\n": types.CreateInstagramPostDocument,
    "\n  mutation SetContactMessageRead($id: ID!, $read: Boolean!) {\n    updateContactMessage(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": types.SetContactMessageReadDocument,
    "\n  query NewsletterCsv {\n    newsletterCsv\n  }\n": types.NewsletterCsvDocument,
    "\n  mutation ImportNewsletterSubscribers($csv: String!) {\n    importNewsletterSubscribers(csv: $csv) {\n      added\n      alreadyOnList\n      invalid\n      refused {\n        line\n        reason\n      }\n    }\n  }\n": types.ImportNewsletterSubscribersDocument,
    "\n  query ImageUpdate {\n    businessSettings {\n      imageUpdate {\n        done\n        failed\n        total\n      }\n    }\n  }\n": types.ImageUpdateDocument,
    "\n  query BusinessSettings {\n    businessSettings {\n      name\n      legalName\n      address\n      addressTa\n      city\n      cityTa\n      email\n      phone\n      grievanceOfficerName\n      grievanceOfficerEmail\n      instagramUrl\n      instagramHandle\n      facebookUrl\n      poweredBy\n      gstin\n      stateCode\n      hsnCode\n      gstRatePercent\n      invoicePrefix\n      copyrightHolder\n      creator\n      creditLine\n      licensingText\n      licensingTextTa\n      licensingUrl\n      watermarkText\n      watermarkOpacity\n      watermarkPosition\n      watermarkMinWidth\n      maxVariantWidth\n      signatureImageId\n      imageUpdate {\n        done\n        failed\n        total\n      }\n    }\n  }\n": types.BusinessSettingsDocument,
    "\n  mutation UpdateBusinessSettings(\n    $name: String\n    $legalName: String\n    $address: String\n    $addressTa: String\n    $city: String\n    $cityTa: String\n    $email: String\n    $phone: String\n    $grievanceOfficerName: String\n    $grievanceOfficerEmail: String\n    $instagramUrl: String\n    $instagramHandle: String\n    $facebookUrl: String\n    $poweredBy: String\n    $gstin: String\n    $stateCode: String\n    $hsnCode: String\n    $gstRatePercent: Float\n    $invoicePrefix: String\n    $copyrightHolder: String\n    $creator: String\n    $creditLine: String\n    $licensingText: String\n    $licensingTextTa: String\n    $licensingUrl: String\n    $watermarkText: String\n    $watermarkOpacity: Float\n    $watermarkPosition: WatermarkPosition\n    $watermarkMinWidth: Int\n    $maxVariantWidth: Int\n    $signatureImageId: ID\n  ) {\n    updateBusinessSettings(\n      name: $name\n      legalName: $legalName\n      address: $address\n      addressTa: $addressTa\n      city: $city\n      cityTa: $cityTa\n      email: $email\n      phone: $phone\n      grievanceOfficerName: $grievanceOfficerName\n      grievanceOfficerEmail: $grievanceOfficerEmail\n      instagramUrl: $instagramUrl\n      instagramHandle: $instagramHandle\n      facebookUrl: $facebookUrl\n      poweredBy: $poweredBy\n      gstin: $gstin\n      stateCode: $stateCode\n      hsnCode: $hsnCode\n      gstRatePercent: $gstRatePercent\n      invoicePrefix: $invoicePrefix\n      copyrightHolder: $copyrightHolder\n      creator: $creator\n      creditLine: $creditLine\n      licensingText: $licensingText\n      licensingTextTa: $licensingTextTa\n      licensingUrl: $licensingUrl\n      watermarkText: $watermarkText\n      watermarkOpacity: $watermarkOpacity\n      watermarkPosition: $watermarkPosition\n      watermarkMinWidth: $watermarkMinWidth\n      maxVariantWidth: $maxVariantWidth\n      signatureImageId: $signatureImageId\n    ) {\n      name\n      legalName\n      address\n      addressTa\n      city\n      cityTa\n      email\n      phone\n      grievanceOfficerName\n      grievanceOfficerEmail\n      instagramUrl\n      instagramHandle\n      facebookUrl\n      poweredBy\n      gstin\n      stateCode\n      hsnCode\n      gstRatePercent\n      invoicePrefix\n      copyrightHolder\n      creator\n      creditLine\n      licensingText\n      licensingTextTa\n      licensingUrl\n      watermarkText\n      watermarkOpacity\n      watermarkPosition\n      watermarkMinWidth\n      maxVariantWidth\n      signatureImageId\n      imageUpdate {\n        done\n        failed\n        total\n      }\n    }\n  }\n": types.UpdateBusinessSettingsDocument,
    "\n  query OrderStatusCounts {\n    orderStatusCounts {\n      all\n      new\n      processing\n      dispatched\n      delivered\n      cancelled\n    }\n  }\n": types.OrderStatusCountsDocument,
    "\n  mutation TransitionOrder($id: ID!, $state: String!, $courierName: String, $trackingId: String) {\n    transitionOrderToState(id: $id, state: $state, courierName: $courierName, trackingId: $trackingId) {\n      id\n      status\n      courierName\n      trackingId\n      nextStatuses\n    }\n  }\n": types.TransitionOrderDocument,
    "\n  mutation CancelOrder($orderId: String!, $reason: String!) {\n    cancelOrder(orderId: $orderId, reason: $reason) {\n      id\n      status\n      nextStatuses\n      canCancel\n      refundedPaise\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation RefundOrder($orderId: String!, $amountPaise: Int!, $reason: String!, $idempotencyKey: String!) {\n    refundOrder(orderId: $orderId, amountPaise: $amountPaise, reason: $reason, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      refundedPaise\n    }\n  }\n": types.RefundOrderDocument,
    "\n  query OrderHistory($orderId: ID!) {\n    orderHistory(orderId: $orderId) {\n      id\n      fromStatus\n      toStatus\n      actor\n      courierName\n      trackingId\n      note\n      at\n    }\n  }\n": types.OrderHistoryDocument,
    "\n  query SearchLog {\n    topSearches {\n      query\n      count\n      lastSearchedOn\n    }\n    searchesWithoutResults {\n      query\n      count\n      lastSearchedOn\n    }\n  }\n": types.SearchLogDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      totalCustomers\n      customersChange\n      totalRevenuePaise\n      revenueChange\n      totalOrders\n      ordersChange\n      monthRevenuePaise\n      monthDiscountPaise\n      discountChange\n      topCategory {\n        name\n        displayName\n        totalSales\n      }\n      months {\n        month\n        orders\n        revenuePaise\n      }\n      bestSellers {\n        portfolioItemId\n        title\n        units\n        revenuePaise\n      }\n    }\n    orderStatusCounts {\n      all\n      new\n      processing\n      dispatched\n      delivered\n    }\n  }\n": types.DashboardStatsDocument,
    "\n  query WorkshopJoinSummary {\n    workshopJoinSummary {\n      workshopId\n      workshopTitle\n      travelDate\n      maxParticipants\n      totalPeople\n      joins\n      seatsLeft\n    }\n  }\n": types.WorkshopJoinSummaryDocument,
    "\n  query WorkshopParticipants($workshopId: ID!) {\n    workshopParticipants(workshopId: $workshopId) {\n      id\n      fullName\n      phone\n      email\n      address\n      numberOfPeople\n      createdAt\n    }\n  }\n": types.WorkshopParticipantsDocument,
    "\n  query WorkshopParticipantsCsv($workshopId: ID!) {\n    workshopParticipantsCsv(workshopId: $workshopId)\n  }\n": types.WorkshopParticipantsCsvDocument,
    "\n  mutation DeleteWorkshopJoin($id: ID!) {\n    deleteWorkshopJoin(id: $id) {\n      id\n      numberOfPeople\n    }\n  }\n": types.DeleteWorkshopJoinDocument,
    "\n  mutation RefundPaymentReview($id: ID!) {\n    refundPaymentReview(id: $id) {\n      id\n      state\n      refundId\n      refundedBy\n      refundedAt\n    }\n  }\n": types.RefundPaymentReviewDocument,
    "\n  query CampaignPreview($id: ID!) {\n    campaignPreview(id: $id)\n  }\n": types.CampaignPreviewDocument,
    "\n  mutation SendCampaignTest($id: ID!, $email: String!) {\n    sendCampaignTest(id: $id, email: $email) {\n      id\n    }\n  }\n": types.SendCampaignTestDocument,
    "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      id\n      status\n      failed\n      remaining\n      pausedReason\n    }\n  }\n": types.ResumeCampaignDocument,
    "\n  mutation RestoreBouncedSubscriber($id: ID!) {\n    restoreBouncedSubscriber(id: $id) {\n      id\n      email\n      status\n    }\n  }\n": types.RestoreBouncedSubscriberDocument,
    "\n  mutation SendCampaign($id: ID!) {\n    sendCampaign(id: $id) {\n      id\n      status\n      recipients\n      sent\n      failed\n      skipped\n      remaining\n      sentAt\n    }\n  }\n": types.SendCampaignDocument,
    "\n  query Integrations {\n    apiScopes {\n      name\n      description\n    }\n    webhookEvents {\n      name\n      description\n    }\n    allApiKeys(sortField: \"id\", sortOrder: \"DESC\", perPage: 100) {\n      id\n      name\n      scopes\n      prefix\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n    allWebhookEndpoints(sortField: \"id\", sortOrder: \"DESC\", perPage: 100) {\n      id\n      url\n      events\n      createdAt\n    }\n    allWebhookDeliveries(sortField: \"id\", sortOrder: \"DESC\", perPage: 25) {\n      id\n      endpointId\n      eventId\n      type\n      status\n      attempts\n      nextAttemptAt\n      lastAttemptAt\n      lastStatusCode\n      lastResponse\n      createdAt\n    }\n  }\n": types.IntegrationsDocument,
    "\n  mutation CreateApiKey($name: String!, $scopes: [String!]!) {\n    createApiKey(name: $name, scopes: $scopes) {\n      id\n      key\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $events: [String!]!) {\n    createWebhookEndpoint(url: $url, events: $events) {\n      id\n      secret\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  mutation LoginSecondFactor($challenge: String!, $code: String, $recoveryCode: String) {\n    loginSecondFactor(challenge: $challenge, code: $code, recoveryCode: $recoveryCode) {\n      ...SignIn\n    }\n  }\n": types.LoginSecondFactorDocument,
    "\n  query PasskeyLoginOptions {\n    passkeyLoginOptions\n  }\n": types.PasskeyLoginOptionsDocument,
    "\n  mutation VerifyPasskeyLogin($response: String!) {\n    verifyPasskeyLogin(response: $response) {\n      ...SignIn\n    }\n  }\n": types.VerifyPasskeyLoginDocument,
    "\n  mutation StepUp($code: String, $recoveryCode: String) {\n    stepUp(code: $code, recoveryCode: $recoveryCode)\n  }\n": types.StepUpDocument,
    "\n  query PasskeyStepUpOptions {\n    passkeyStepUpOptions\n  }\n": types.PasskeyStepUpOptionsDocument,
    "\n  mutation VerifyPasskeyStepUp($response: String!) {\n    verifyPasskeyStepUp(response: $response)\n  }\n": types.VerifyPasskeyStepUpDocument,
    "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password)\n  }\n": types.AcceptInvitationDocument,
    "\n  query MySecondFactors {\n    me {\n      id\n      twoFactor {\n        totp\n        recoveryCodesLeft\n        passkeys {\n          id\n        }\n      }\n    }\n  }\n": types.MySecondFactorsDocument,
    "\n  query StaffUsers {\n    staffUsers {\n      id\n      name\n      username\n      email\n      role\n      disabled\n      status\n      invitedAt\n      invitationExpiresAt\n      lastSignInAt\n      twoFactor\n    }\n  }\n": types.StaffUsersDocument,
    "\n  mutation InviteStaff($name: String!, $username: String!, $email: String!, $role: String!) {\n    inviteStaff(name: $name, username: $username, email: $email, role: $role) {\n      id\n    }\n  }\n": types.InviteStaffDocument,
    "\n  mutation UpdateStaff($id: ID!, $role: String, $disabled: Boolean) {\n    updateStaff(id: $id, role: $role, disabled: $disabled) {\n      id\n      role\n      disabled\n      status\n    }\n  }\n": types.UpdateStaffDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      id\n      invitationExpiresAt\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation EndAllSessionsOf($userId: ID!) {\n    endAllSessions(userId: $userId)\n  }\n": types.EndAllSessionsOfDocument,
    "\n  query TwoFactorSettings {\n    twoFactorSettings {\n      requireTwoFactor\n    }\n  }\n": types.TwoFactorSettingsDocument,
    "\n  mutation UpdateTwoFactorSettings($requireTwoFactor: Boolean!) {\n    updateTwoFactorSettings(requireTwoFactor: $requireTwoFactor) {\n      requireTwoFactor\n    }\n  }\n": types.UpdateTwoFactorSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account {\n    me {\n      id\n      username\n      name\n      email\n      role\n      twoFactor {\n        totp\n        recoveryCodesLeft\n        passkeys {\n          id\n          name\n          createdAt\n          lastUsedAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      device\n      ip\n      signedInAt\n      lastSeenAt\n      current\n    }\n  }\n"): typeof import('./graphql').MySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpSetup($currentPassword: String) {\n    startTotpSetup(currentPassword: $currentPassword) {\n      secret\n      otpauthUrl\n      qrCode\n    }\n  }\n"): typeof import('./graphql').StartTotpSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpSetup($code: String!) {\n    confirmTotpSetup(code: $code) {\n      recoveryCodes\n    }\n  }\n"): typeof import('./graphql').ConfirmTotpSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n"): typeof import('./graphql').DisableTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code) {\n      recoveryCodes\n    }\n  }\n"): typeof import('./graphql').RegenerateRecoveryCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasskeyRegistrationOptions($currentPassword: String) {\n    passkeyRegistrationOptions(currentPassword: $currentPassword)\n  }\n"): typeof import('./graphql').PasskeyRegistrationOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPasskeyRegistration($response: String!, $name: String!) {\n    verifyPasskeyRegistration(response: $response, name: $name) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').VerifyPasskeyRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"): typeof import('./graphql').RemovePasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): typeof import('./graphql').EndSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogCsv($filter: AuditFilter) {\n    auditLogCsv(filter: $filter)\n  }\n"): typeof import('./graphql').AuditLogCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      name\n      role\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      ...SignIn\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignIn on LoginResult {\n    token\n    userId\n    username\n    expiresAt\n    mustSetUpSecondFactor\n    secondFactor {\n      challenge\n      methods\n    }\n  }\n"): typeof import('./graphql').SignInFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadMedia($file: Upload!) {\n    uploadMedia(file: $file) {\n      id\n    }\n  }\n"): typeof import('./graphql').UploadMediaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGalleryImage($id: ID!) {\n    deleteGalleryImage(id: $id)\n  }\n"): typeof import('./graphql').DeleteGalleryImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGalleryGroup($groupId: String!) {\n    deleteGalleryGroup(groupId: $groupId)\n  }\n"): typeof import('./graphql').DeleteGalleryGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryTotals {\n    galleryTotals {\n      items\n      images\n    }\n  }\n"): typeof import('./graphql').GalleryTotalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePortfolioItem(\n    $title: String!\n    $description: String!\n    $titleTa: String\n    $descriptionTa: String\n    $categoryId: ID!\n    $subcategoryId: ID!\n    $imageId: ID!\n    $framePrices: [FramePriceInput!]!\n    $editionSize: Int\n    $artistProofs: Int\n    $paper: String\n    $searchKeywords: [String!]\n  ) {\n    createPortfolioItem(\n      title: $title\n      description: $description\n      titleTa: $titleTa\n      descriptionTa: $descriptionTa\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n      editionSize: $editionSize\n      artistProofs: $artistProofs\n      paper: $paper\n      searchKeywords: $searchKeywords\n    ) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').CreatePortfolioItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePortfolioItem(\n    $id: ID!\n    $title: String\n    $description: String\n    $titleTa: String\n    $descriptionTa: String\n    $categoryId: ID\n    $subcategoryId: ID\n    $imageId: ID\n    $framePrices: [FramePriceInput!]\n    $editionSize: Int\n    $artistProofs: Int\n    $editionClosed: Boolean\n    $paper: String\n    $searchKeywords: [String!]\n  ) {\n    updatePortfolioItem(\n      id: $id\n      title: $title\n      description: $description\n      titleTa: $titleTa\n      descriptionTa: $descriptionTa\n      categoryId: $categoryId\n      subcategoryId: $subcategoryId\n      imageId: $imageId\n      framePrices: $framePrices\n      editionSize: $editionSize\n      artistProofs: $artistProofs\n      editionClosed: $editionClosed\n      paper: $paper\n      searchKeywords: $searchKeywords\n    ) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').UpdatePortfolioItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditionLedger($id: ID!) {\n    PortfolioItem(id: $id) {\n      id\n      title\n      edition {\n        size\n        sold\n        reserved\n        remaining\n        closed\n      }\n    }\n    editionLedger(portfolioItemId: $id) {\n      state\n      number\n      units\n      bookingGroupId\n      date\n      code\n      voidReason\n    }\n  }\n"): typeof import('./graphql').EditionLedgerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoidCertificate($code: String!, $reason: String!) {\n    voidCertificate(code: $code, reason: $reason) {\n      number\n      void\n    }\n  }\n"): typeof import('./graphql').VoidCertificateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendCertificate($code: String!) {\n    resendCertificate(code: $code) {\n      number\n    }\n  }\n"): typeof import('./graphql').ResendCertificateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFramePrice($id: ID!) {\n    deleteFramePrice(id: $id)\n  }\n"): typeof import('./graphql').DeleteFramePriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHeroSlide($title: String!, $subtitle: String!, $titleTa: String, $subtitleTa: String, $imageId: ID!) {\n    createHeroSlide(title: $title, subtitle: $subtitle, titleTa: $titleTa, subtitleTa: $subtitleTa, imageId: $imageId) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').CreateHeroSlideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Author {\n    author {\n      name\n      title\n      bio1\n      bio2\n      quote\n      titleTa\n      bio1Ta\n      bio2Ta\n      quoteTa\n      awardsWon\n      countriesVisited\n      updatedAt\n      image {\n        id\n        url\n        srcset\n        width\n        height\n      }\n    }\n  }\n"): typeof import('./graphql').AuthorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAuthor(\n    $name: String\n    $title: String\n    $bio1: String\n    $bio2: String\n    $quote: String\n    $titleTa: String\n    $bio1Ta: String\n    $bio2Ta: String\n    $quoteTa: String\n    $awardsWon: String\n    $countriesVisited: String\n    $imageId: ID\n  ) {\n    updateAuthor(\n      name: $name\n      title: $title\n      bio1: $bio1\n      bio2: $bio2\n      quote: $quote\n      titleTa: $titleTa\n      bio1Ta: $bio1Ta\n      bio2Ta: $bio2Ta\n      quoteTa: $quoteTa\n      awardsWon: $awardsWon\n      countriesVisited: $countriesVisited\n      imageId: $imageId\n    ) {\n      name\n      title\n      bio1\n      bio2\n      quote\n      titleTa\n      bio1Ta\n      bio2Ta\n      quoteTa\n      awardsWon\n      countriesVisited\n      updatedAt\n      image {\n        id\n        url\n        srcset\n        width\n        height\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateAuthorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInstagramPost($caption: String!, $imageId: ID!, $likesCount: Int, $permalink: String) {\n    createInstagramPost(caption: $caption, imageId: $imageId, likesCount: $likesCount, permalink: $permalink) {\n      id\n      captionTitle\n    }\n  }\n"): typeof import('./graphql').CreateInstagramPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactMessageRead($id: ID!, $read: Boolean!) {\n    updateContactMessage(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"): typeof import('./graphql').SetContactMessageReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterCsv {\n    newsletterCsv\n  }\n"): typeof import('./graphql').NewsletterCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportNewsletterSubscribers($csv: String!) {\n    importNewsletterSubscribers(csv: $csv) {\n      added\n      alreadyOnList\n      invalid\n      refused {\n        line\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').ImportNewsletterSubscribersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImageUpdate {\n    businessSettings {\n      imageUpdate {\n        done\n        failed\n        total\n      }\n    }\n  }\n"): typeof import('./graphql').ImageUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessSettings {\n    businessSettings {\n      name\n      legalName\n      address\n      addressTa\n      city\n      cityTa\n      email\n      phone\n      grievanceOfficerName\n      grievanceOfficerEmail\n      instagramUrl\n      instagramHandle\n      facebookUrl\n      poweredBy\n      gstin\n      stateCode\n      hsnCode\n      gstRatePercent\n      invoicePrefix\n      copyrightHolder\n      creator\n      creditLine\n      licensingText\n      licensingTextTa\n      licensingUrl\n      watermarkText\n      watermarkOpacity\n      watermarkPosition\n      watermarkMinWidth\n      maxVariantWidth\n      signatureImageId\n      imageUpdate {\n        done\n        failed\n        total\n      }\n    }\n  }\n"): typeof import('./graphql').BusinessSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBusinessSettings(\n    $name: String\n    $legalName: String\n    $address: String\n    $addressTa: String\n    $city: String\n    $cityTa: String\n    $email: String\n    $phone: String\n    $grievanceOfficerName: String\n    $grievanceOfficerEmail: String\n    $instagramUrl: String\n    $instagramHandle: String\n    $facebookUrl: String\n    $poweredBy: String\n    $gstin: String\n    $stateCode: String\n    $hsnCode: String\n    $gstRatePercent: Float\n    $invoicePrefix: String\n    $copyrightHolder: String\n    $creator: String\n    $creditLine: String\n    $licensingText: String\n    $licensingTextTa: String\n    $licensingUrl: String\n    $watermarkText: String\n    $watermarkOpacity: Float\n    $watermarkPosition: WatermarkPosition\n    $watermarkMinWidth: Int\n    $maxVariantWidth: Int\n    $signatureImageId: ID\n  ) {\n    updateBusinessSettings(\n      name: $name\n      legalName: $legalName\n      address: $address\n      addressTa: $addressTa\n      city: $city\n      cityTa: $cityTa\n      email: $email\n      phone: $phone\n      grievanceOfficerName: $grievanceOfficerName\n      grievanceOfficerEmail: $grievanceOfficerEmail\n      instagramUrl: $instagramUrl\n      instagramHandle: $instagramHandle\n      facebookUrl: $facebookUrl\n      poweredBy: $poweredBy\n      gstin: $gstin\n      stateCode: $stateCode\n      hsnCode: $hsnCode\n      gstRatePercent: $gstRatePercent\n      invoicePrefix: $invoicePrefix\n      copyrightHolder: $copyrightHolder\n      creator: $creator\n      creditLine: $creditLine\n      licensingText: $licensingText\n      licensingTextTa: $licensingTextTa\n      licensingUrl: $licensingUrl\n      watermarkText: $watermarkText\n      watermarkOpacity: $watermarkOpacity\n      watermarkPosition: $watermarkPosition\n      watermarkMinWidth: $watermarkMinWidth\n      maxVariantWidth: $maxVariantWidth\n      signatureImageId: $signatureImageId\n    ) {\n      name\n      legalName\n      address\n      addressTa\n      city\n      cityTa\n      email\n      phone\n      grievanceOfficerName\n      grievanceOfficerEmail\n      instagramUrl\n      instagramHandle\n      facebookUrl\n      poweredBy\n      gstin\n      stateCode\n      hsnCode\n      gstRatePercent\n      invoicePrefix\n      copyrightHolder\n      creator\n      creditLine\n      licensingText\n      licensingTextTa\n      licensingUrl\n      watermarkText\n      watermarkOpacity\n      watermarkPosition\n      watermarkMinWidth\n      maxVariantWidth\n      signatureImageId\n      imageUpdate {\n        done\n        failed\n        total\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateBusinessSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderStatusCounts {\n    orderStatusCounts {\n      all\n      new\n      processing\n      dispatched\n      delivered\n      cancelled\n    }\n  }\n"): typeof import('./graphql').OrderStatusCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransitionOrder($id: ID!, $state: String!, $courierName: String, $trackingId: String) {\n    transitionOrderToState(id: $id, state: $state, courierName: $courierName, trackingId: $trackingId) {\n      id\n      status\n      courierName\n      trackingId\n      nextStatuses\n    }\n  }\n"): typeof import('./graphql').TransitionOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($orderId: String!, $reason: String!) {\n    cancelOrder(orderId: $orderId, reason: $reason) {\n      id\n      status\n      nextStatuses\n      canCancel\n      refundedPaise\n    }\n  }\n"): typeof import('./graphql').CancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrder($orderId: String!, $amountPaise: Int!, $reason: String!, $idempotencyKey: String!) {\n    refundOrder(orderId: $orderId, amountPaise: $amountPaise, reason: $reason, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      refundedPaise\n    }\n  }\n"): typeof import('./graphql').RefundOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderHistory($orderId: ID!) {\n    orderHistory(orderId: $orderId) {\n      id\n      fromStatus\n      toStatus\n      actor\n      courierName\n      trackingId\n      note\n      at\n    }\n  }\n"): typeof import('./graphql').OrderHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchLog {\n    topSearches {\n      query\n      count\n      lastSearchedOn\n    }\n    searchesWithoutResults {\n      query\n      count\n      lastSearchedOn\n    }\n  }\n"): typeof import('./graphql').SearchLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStats {\n    dashboardStats {\n      totalCustomers\n      customersChange\n      totalRevenuePaise\n      revenueChange\n      totalOrders\n      ordersChange\n      monthRevenuePaise\n      monthDiscountPaise\n      discountChange\n      topCategory {\n        name\n        displayName\n        totalSales\n      }\n      months {\n        month\n        orders\n        revenuePaise\n      }\n      bestSellers {\n        portfolioItemId\n        title\n        units\n        revenuePaise\n      }\n    }\n    orderStatusCounts {\n      all\n      new\n      processing\n      dispatched\n      delivered\n    }\n  }\n"): typeof import('./graphql').DashboardStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopJoinSummary {\n    workshopJoinSummary {\n      workshopId\n      workshopTitle\n      travelDate\n      maxParticipants\n      totalPeople\n      joins\n      seatsLeft\n    }\n  }\n"): typeof import('./graphql').WorkshopJoinSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopParticipants($workshopId: ID!) {\n    workshopParticipants(workshopId: $workshopId) {\n      id\n      fullName\n      phone\n      email\n      address\n      numberOfPeople\n      createdAt\n    }\n  }\n"): typeof import('./graphql').WorkshopParticipantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopParticipantsCsv($workshopId: ID!) {\n    workshopParticipantsCsv(workshopId: $workshopId)\n  }\n"): typeof import('./graphql').WorkshopParticipantsCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkshopJoin($id: ID!) {\n    deleteWorkshopJoin(id: $id) {\n      id\n      numberOfPeople\n    }\n  }\n"): typeof import('./graphql').DeleteWorkshopJoinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundPaymentReview($id: ID!) {\n    refundPaymentReview(id: $id) {\n      id\n      state\n      refundId\n      refundedBy\n      refundedAt\n    }\n  }\n"): typeof import('./graphql').RefundPaymentReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignPreview($id: ID!) {\n    campaignPreview(id: $id)\n  }\n"): typeof import('./graphql').CampaignPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCampaignTest($id: ID!, $email: String!) {\n    sendCampaignTest(id: $id, email: $email) {\n      id\n    }\n  }\n"): typeof import('./graphql').SendCampaignTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      id\n      status\n      failed\n      remaining\n      pausedReason\n    }\n  }\n"): typeof import('./graphql').ResumeCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreBouncedSubscriber($id: ID!) {\n    restoreBouncedSubscriber(id: $id) {\n      id\n      email\n      status\n    }\n  }\n"): typeof import('./graphql').RestoreBouncedSubscriberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCampaign($id: ID!) {\n    sendCampaign(id: $id) {\n      id\n      status\n      recipients\n      sent\n      failed\n      skipped\n      remaining\n      sentAt\n    }\n  }\n"): typeof import('./graphql').SendCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Integrations {\n    apiScopes {\n      name\n      description\n    }\n    webhookEvents {\n      name\n      description\n    }\n    allApiKeys(sortField: \"id\", sortOrder: \"DESC\", perPage: 100) {\n      id\n      name\n      scopes\n      prefix\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n    allWebhookEndpoints(sortField: \"id\", sortOrder: \"DESC\", perPage: 100) {\n      id\n      url\n      events\n      createdAt\n    }\n    allWebhookDeliveries(sortField: \"id\", sortOrder: \"DESC\", perPage: 25) {\n      id\n      endpointId\n      eventId\n      type\n      status\n      attempts\n      nextAttemptAt\n      lastAttemptAt\n      lastStatusCode\n      lastResponse\n      createdAt\n    }\n  }\n"): typeof import('./graphql').IntegrationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!, $scopes: [String!]!) {\n    createApiKey(name: $name, scopes: $scopes) {\n      id\n      key\n    }\n  }\n"): typeof import('./graphql').CreateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').RevokeApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($url: String!, $events: [String!]!) {\n    createWebhookEndpoint(url: $url, events: $events) {\n      id\n      secret\n    }\n  }\n"): typeof import('./graphql').CreateWebhookEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteWebhookEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').RedeliverWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginSecondFactor($challenge: String!, $code: String, $recoveryCode: String) {\n    loginSecondFactor(challenge: $challenge, code: $code, recoveryCode: $recoveryCode) {\n      ...SignIn\n    }\n  }\n"): typeof import('./graphql').LoginSecondFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasskeyLoginOptions {\n    passkeyLoginOptions\n  }\n"): typeof import('./graphql').PasskeyLoginOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPasskeyLogin($response: String!) {\n    verifyPasskeyLogin(response: $response) {\n      ...SignIn\n    }\n  }\n"): typeof import('./graphql').VerifyPasskeyLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StepUp($code: String, $recoveryCode: String) {\n    stepUp(code: $code, recoveryCode: $recoveryCode)\n  }\n"): typeof import('./graphql').StepUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasskeyStepUpOptions {\n    passkeyStepUpOptions\n  }\n"): typeof import('./graphql').PasskeyStepUpOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPasskeyStepUp($response: String!) {\n    verifyPasskeyStepUp(response: $response)\n  }\n"): typeof import('./graphql').VerifyPasskeyStepUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password)\n  }\n"): typeof import('./graphql').AcceptInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySecondFactors {\n    me {\n      id\n      twoFactor {\n        totp\n        recoveryCodesLeft\n        passkeys {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MySecondFactorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUsers {\n    staffUsers {\n      id\n      name\n      username\n      email\n      role\n      disabled\n      status\n      invitedAt\n      invitationExpiresAt\n      lastSignInAt\n      twoFactor\n    }\n  }\n"): typeof import('./graphql').StaffUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteStaff($name: String!, $username: String!, $email: String!, $role: String!) {\n    inviteStaff(name: $name, username: $username, email: $email, role: $role) {\n      id\n    }\n  }\n"): typeof import('./graphql').InviteStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaff($id: ID!, $role: String, $disabled: Boolean) {\n    updateStaff(id: $id, role: $role, disabled: $disabled) {\n      id\n      role\n      disabled\n      status\n    }\n  }\n"): typeof import('./graphql').UpdateStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      id\n      invitationExpiresAt\n    }\n  }\n"): typeof import('./graphql').ResendInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"): typeof import('./graphql').RevokeInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndAllSessionsOf($userId: ID!) {\n    endAllSessions(userId: $userId)\n  }\n"): typeof import('./graphql').EndAllSessionsOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorSettings {\n    twoFactorSettings {\n      requireTwoFactor\n    }\n  }\n"): typeof import('./graphql').TwoFactorSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTwoFactorSettings($requireTwoFactor: Boolean!) {\n    updateTwoFactorSettings(requireTwoFactor: $requireTwoFactor) {\n      requireTwoFactor\n    }\n  }\n"): typeof import('./graphql').UpdateTwoFactorSettingsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
