/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  fragment ResponsiveImage_asset on MediaAsset {\n    id\n    url\n    width\n    height\n    placeholder\n    srcset\n  }\n": typeof types.ResponsiveImage_AssetFragmentDoc,
    "\n  fragment BlogCard_post on BlogPost {\n    id\n    title\n    titleTa\n    excerpt\n    excerptTa\n    createdAt\n    tags\n    commentCount\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n": typeof types.BlogCard_PostFragmentDoc,
    "\n  query DiscountQuote($code: String!, $items: [CartLineInput!]!) {\n    discountQuote(code: $code, items: $items) {\n      code\n      subtotalPaise\n      discountPaise\n      totalPaise\n    }\n  }\n": typeof types.DiscountQuoteDocument,
    "\n  query CheckoutOutcome($orderId: String!) {\n    order(orderId: $orderId) {\n      orderId\n      status\n    }\n  }\n": typeof types.CheckoutOutcomeDocument,
    "\n  query CartPrices($lines: [CartPriceInput!]!) {\n    cartPrices(lines: $lines) {\n      portfolioItemId\n      frameId\n      available\n      unitPricePaise\n      listUnitPricePaise\n      editionRemaining\n    }\n  }\n": typeof types.CartPricesDocument,
    "\n  query CheckoutConfig {\n    checkoutConfig {\n      mode\n      scriptUrl\n      keyId\n      businessName\n    }\n  }\n": typeof types.CheckoutConfigDocument,
    "\n  fragment GalleryCard_item on GalleryItem {\n    id\n    title\n    titleTa\n    description\n    descriptionTa\n    category {\n      id\n      name\n      nameTa\n      displayName\n    }\n    locations {\n      id\n      name\n      nameTa\n    }\n    images {\n      id\n      position\n      image {\n        id\n        exifSummary\n        ...ResponsiveImage_asset\n      }\n    }\n  }\n": typeof types.GalleryCard_ItemFragmentDoc,
    "\n  fragment AuthorSection_author on Author {\n    name\n    title\n    titleTa\n    bio1\n    bio1Ta\n    bio2\n    bio2Ta\n    quote\n    quoteTa\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n": typeof types.AuthorSection_AuthorFragmentDoc,
    "\n  fragment HeroSlideshow_slide on HeroSlide {\n    id\n    title\n    titleTa\n    subtitle\n    subtitleTa\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n": typeof types.HeroSlideshow_SlideFragmentDoc,
    "\n  fragment InstagramStrip_post on InstagramPost {\n    id\n    shortCode\n    captionTitle\n    likes\n    timestamp\n    imageUrl\n    permalink\n    image {\n      id\n      url\n      srcset\n      width\n      height\n    }\n  }\n": typeof types.InstagramStrip_PostFragmentDoc,
    "\n  query Footer {\n    businessSettings {\n      # Not shown here: the server takes the page title's suffix from this render's data.\n      name\n      city\n      cityTa\n      email\n      phone\n      instagramUrl\n      facebookUrl\n      poweredBy\n    }\n  }\n": typeof types.FooterDocument,
    "\n  fragment OrderCard_order on OrderReceipt {\n    orderId\n    bookingGroupId\n    status\n    statusLabel\n    formattedDate\n    amountPaise\n    discountPaise\n    discountCode\n    courierName\n    trackingId\n    invoiceNumber\n    invoiceUrl\n    ...RefundNote_order\n    items {\n      portfolioItemId\n      frameId\n      title\n      frameSize\n      frameName\n      quantity\n      amountPaise\n      imageUrl\n      certificates {\n        number\n        editionSize\n        url\n        void\n      }\n    }\n  }\n": typeof types.OrderCard_OrderFragmentDoc,
    "\n  fragment RefundNote_order on OrderReceipt {\n    refundedPaise\n    refunds {\n      id\n      amountPaise\n      status\n      statusLabel\n      creditNoteNumber\n      creditNoteUrl\n    }\n  }\n": typeof types.RefundNote_OrderFragmentDoc,
    "\n  query PolicyPage {\n    businessSettings {\n      name\n      legalName\n      address\n      addressTa\n      city\n      cityTa\n      email\n      phone\n      grievanceOfficerName\n      grievanceOfficerEmail\n    }\n  }\n": typeof types.PolicyPageDocument,
    "\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, first: 6) {\n      id\n      kind\n      title\n      titleTa\n      url\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment ShopCard_item on PortfolioItem {\n    id\n    title\n    titleTa\n    description\n    categoryId\n    image {\n      ...ResponsiveImage_asset\n    }\n    frames {\n      id\n      size\n      name\n      pricePaise\n      salePricePaise\n    }\n    sale {\n      name\n      percent\n      endsAt\n    }\n    edition {\n      size\n      remaining\n      closed\n    }\n  }\n": typeof types.ShopCard_ItemFragmentDoc,
    "\n  query WallView($id: ID!) {\n    shopItem(id: $id) {\n      id\n      frames {\n        id\n        widthCm\n        heightCm\n      }\n    }\n  }\n": typeof types.WallViewDocument,
    "\n  fragment WorkshopCard_workshop on Workshop {\n    id\n    title\n    titleTa\n    description\n    descriptionTa\n    destination\n    destinationTa\n    travelDate\n    duration\n    organizer\n    displayCost\n    meetingPoint\n    includes\n    tags\n    maxParticipants\n    seatsLeft\n    isFull\n    isPast\n    poster {\n      ...ResponsiveImage_asset\n    }\n  }\n": typeof types.WorkshopCard_WorkshopFragmentDoc,
    "\n  mutation AddBlogComment($postId: ID!, $name: String!, $email: String!, $comment: String!, $website: String) {\n    addBlogComment(postId: $postId, name: $name, email: $email, comment: $comment, website: $website) {\n      status\n      message\n    }\n  }\n": typeof types.AddBlogCommentDocument,
    "\n  mutation ConfirmPayment($orderId: String!, $paymentId: String!, $signature: String!) {\n    confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {\n      orderId\n      status\n      statusLabel\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation JoinWorkshop($workshopId: ID!, $fullName: String!, $phone: String!, $address: String!, $numberOfPeople: Int!, $email: String) {\n    joinWorkshop(workshopId: $workshopId, fullName: $fullName, phone: $phone, address: $address, numberOfPeople: $numberOfPeople, email: $email) {\n      id\n      seatsLeft\n      message\n    }\n  }\n": typeof types.JoinWorkshopDocument,
    "\n  mutation SendContactMessage($name: String!, $email: String!, $subject: String!, $message: String!, $inquiryType: String) {\n    sendContactMessage(name: $name, email: $email, subject: $subject, message: $message, inquiryType: $inquiryType) {\n      status\n      message\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation StartCheckout($customer: CustomerInput!, $items: [CartLineInput!]!, $discountCode: String) {\n    startCheckout(customer: $customer, items: $items, discountCode: $discountCode) {\n      orderId\n      amountPaise\n      currency\n      keyId\n      bookingGroupId\n      description\n      businessName\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  mutation SubmitInterest($galleryItemId: ID!, $name: String!, $email: String!, $phone: String, $message: String) {\n    submitInterest(galleryItemId: $galleryItemId, name: $name, email: $email, phone: $phone, message: $message)\n  }\n": typeof types.SubmitInterestDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $firstName: String, $lastName: String, $language: String) {\n    subscribeNewsletter(email: $email, firstName: $firstName, lastName: $lastName, language: $language) {\n      status\n      message\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  query BlogPostPage($id: ID!, $ta: Boolean!) {\n    blogPost(id: $id) {\n      id\n      title\n      titleTa\n      excerpt\n      excerptTa\n      author\n      createdAt\n      updatedAt\n      readTime\n      tags\n      content\n      contentTa @include(if: $ta)\n      shareDescription\n      commentCount\n      image {\n        ...ResponsiveImage_asset\n      }\n      comments {\n        id\n        name\n        comment\n        createdAt\n      }\n    }\n  }\n": typeof types.BlogPostPageDocument,
    "\n  query BlogList($page: Int, $perPage: Int) {\n    blogPosts(page: $page, perPage: $perPage) {\n      items {\n        ...BlogCard_post\n      }\n      total\n      page\n    }\n  }\n": typeof types.BlogListDocument,
    "\n  query ContactPage {\n    businessSettings {\n      email\n      phone\n      address\n      addressTa\n      city\n      cityTa\n      instagramUrl\n      facebookUrl\n    }\n  }\n": typeof types.ContactPageDocument,
    "\n  query GalleryGroupPage($id: ID!) {\n    galleryItem(id: $id) {\n      id\n      createdAt\n      ...GalleryCard_item\n      images {\n        id\n        title\n      }\n    }\n  }\n": typeof types.GalleryGroupPageDocument,
    "\n  query GalleryPage($locationId: ID, $categoryId: ID, $offset: Int, $limit: Int) {\n    galleryPage(locationId: $locationId, categoryId: $categoryId, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...GalleryCard_item\n      }\n      total\n      hasMore\n    }\n    locations {\n      id\n      name\n      nameTa\n    }\n    galleryCategories {\n      id\n      name\n      nameTa\n      displayName\n    }\n  }\n": typeof types.GalleryPageDocument,
    "\n  query MovedGalleryItem($id: ID!) {\n    galleryItem(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.MovedGalleryItemDocument,
    "\n  query HomePage {\n    heroSlides {\n      ...HeroSlideshow_slide\n    }\n    author {\n      ...AuthorSection_author\n    }\n    instagramPosts {\n      ...InstagramStrip_post\n    }\n    businessSettings {\n      name\n      instagramUrl\n      instagramHandle\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query LicensingPage {\n    businessSettings {\n      name\n      copyrightHolder\n      creditLine\n      licensingText\n      licensingTextTa\n    }\n  }\n": typeof types.LicensingPageDocument,
    "\n  query OrderAcknowledgment($orderId: String!) {\n    order(orderId: $orderId) {\n      orderId\n      bookingGroupId\n      status\n      statusLabel\n      formattedDate\n      amountPaise\n      discountCode\n      discountPaise\n      courierName\n      trackingId\n      invoiceNumber\n      invoiceUrl\n      ...RefundNote_order\n      items {\n        title\n        frameSize\n        frameName\n        quantity\n        amountPaise\n        certificates {\n          number\n          editionSize\n          url\n          void\n        }\n      }\n    }\n  }\n": typeof types.OrderAcknowledgmentDocument,
    "\n  query OrderHistory($mobile: String!) {\n    ordersByMobile(mobile: $mobile) {\n      ...OrderCard_order\n    }\n  }\n": typeof types.OrderHistoryDocument,
    "\n  query MyOrders($orderIds: [String!]!) {\n    ordersByIds(orderIds: $orderIds) {\n      ...OrderCard_order\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query PrintPage($id: ID!) {\n    shopItem(id: $id) {\n      ...ShopCard_item\n      description\n      descriptionTa\n      category {\n        id\n        name\n        nameTa\n      }\n      image {\n        ...ResponsiveImage_asset\n      }\n      frames {\n        id\n        size\n        name\n        pricePaise\n        widthCm\n        heightCm\n      }\n    }\n  }\n": typeof types.PrintPageDocument,
    "\n  query SearchPage($q: String!, $filter: SearchFilter, $sort: SearchSort, $first: Int, $after: String) {\n    search(q: $q, filter: $filter, sort: $sort, first: $first, after: $after) {\n      total\n      didYouMean\n      hits {\n        kind\n        id\n        title\n        titleTa\n        snippet\n        url\n        image {\n          ...ResponsiveImage_asset\n        }\n      }\n      facets {\n        categories {\n          value\n          label\n          labelTa\n          count\n        }\n        frameSizes {\n          value\n          label\n          labelTa\n          count\n        }\n        locations {\n          value\n          label\n          labelTa\n          count\n        }\n        priceRanges {\n          minPricePaise\n          maxPricePaise\n          count\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  query SearchNewestPrints($limit: Int) {\n    shopItems(offset: 0, limit: $limit) {\n      items {\n        ...ShopCard_item\n      }\n    }\n  }\n": typeof types.SearchNewestPrintsDocument,
    "\n  query MovedPrint($id: ID!) {\n    shopItem(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.MovedPrintDocument,
    "\n  query ShopPage($categoryId: ID, $offset: Int, $limit: Int) {\n    shopItems(categoryId: $categoryId, offset: $offset, limit: $limit) {\n      items {\n        ...ShopCard_item\n      }\n      total\n      hasMore\n    }\n    shopCategories {\n      id\n      name\n      nameTa\n    }\n  }\n": typeof types.ShopPageDocument,
    "\n  query WorkshopPage {\n    workshops {\n      id\n      cost\n      createdAt\n      ...WorkshopCard_workshop\n    }\n  }\n": typeof types.WorkshopPageDocument,
    "\n  query WorkshopsPage {\n    workshops {\n      id\n      ...WorkshopCard_workshop\n    }\n  }\n": typeof types.WorkshopsPageDocument,
};
const documents: Documents = {
    "\n  fragment ResponsiveImage_asset on MediaAsset {\n    id\n    url\n    width\n    height\n    placeholder\n    srcset\n  }\n": types.ResponsiveImage_AssetFragmentDoc,
    "\n  fragment BlogCard_post on BlogPost {\n    id\n    title\n    titleTa\n    excerpt\n    excerptTa\n    createdAt\n    tags\n    commentCount\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n": types.BlogCard_PostFragmentDoc,
    "\n  query DiscountQuote($code: String!, $items: [CartLineInput!]!) {\n    discountQuote(code: $code, items: $items) {\n      code\n      subtotalPaise\n      discountPaise\n      totalPaise\n    }\n  }\n": types.DiscountQuoteDocument,
    "\n  query CheckoutOutcome($orderId: String!) {\n    order(orderId: $orderId) {\n      orderId\n      status\n    }\n  }\n": types.CheckoutOutcomeDocument,
    "\n  query CartPrices($lines: [CartPriceInput!]!) {\n    cartPrices(lines: $lines) {\n      portfolioItemId\n      frameId\n      available\n      unitPricePaise\n      listUnitPricePaise\n      editionRemaining\n    }\n  }\n": types.CartPricesDocument,
    "\n  query CheckoutConfig {\n    checkoutConfig {\n      mode\n      scriptUrl\n      keyId\n      businessName\n    }\n  }\n": types.CheckoutConfigDocument,
    "\n  fragment GalleryCard_item on GalleryItem {\n    id\n    title\n    titleTa\n    description\n    descriptionTa\n    category {\n      id\n      name\n      nameTa\n      displayName\n    }\n    locations {\n      id\n      name\n      nameTa\n    }\n    images {\n      id\n      position\n      image {\n        id\n        exifSummary\n        ...ResponsiveImage_asset\n      }\n    }\n  }\n": types.GalleryCard_ItemFragmentDoc,
    "\n  fragment AuthorSection_author on Author {\n    name\n    title\n    titleTa\n    bio1\n    bio1Ta\n    bio2\n    bio2Ta\n    quote\n    quoteTa\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n": types.AuthorSection_AuthorFragmentDoc,
    "\n  fragment HeroSlideshow_slide on HeroSlide {\n    id\n    title\n    titleTa\n    subtitle\n    subtitleTa\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n": types.HeroSlideshow_SlideFragmentDoc,
    "\n  fragment InstagramStrip_post on InstagramPost {\n    id\n    shortCode\n    captionTitle\n    likes\n    timestamp\n    imageUrl\n    permalink\n    image {\n      id\n      url\n      srcset\n      width\n      height\n    }\n  }\n": types.InstagramStrip_PostFragmentDoc,
    "\n  query Footer {\n    businessSettings {\n      # Not shown here: the server takes the page title's suffix from this render's data.\n      name\n      city\n      cityTa\n      email\n      phone\n      instagramUrl\n      facebookUrl\n      poweredBy\n    }\n  }\n": types.FooterDocument,
    "\n  fragment OrderCard_order on OrderReceipt {\n    orderId\n    bookingGroupId\n    status\n    statusLabel\n    formattedDate\n    amountPaise\n    discountPaise\n    discountCode\n    courierName\n    trackingId\n    invoiceNumber\n    invoiceUrl\n    ...RefundNote_order\n    items {\n      portfolioItemId\n      frameId\n      title\n      frameSize\n      frameName\n      quantity\n      amountPaise\n      imageUrl\n      certificates {\n        number\n        editionSize\n        url\n        void\n      }\n    }\n  }\n": types.OrderCard_OrderFragmentDoc,
    "\n  fragment RefundNote_order on OrderReceipt {\n    refundedPaise\n    refunds {\n      id\n      amountPaise\n      status\n      statusLabel\n      creditNoteNumber\n      creditNoteUrl\n    }\n  }\n": types.RefundNote_OrderFragmentDoc,
    "\n  query PolicyPage {\n    businessSettings {\n      name\n      legalName\n      address\n      addressTa\n      city\n      cityTa\n      email\n      phone\n      grievanceOfficerName\n      grievanceOfficerEmail\n    }\n  }\n": types.PolicyPageDocument,
    "\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, first: 6) {\n      id\n      kind\n      title\n      titleTa\n      url\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment ShopCard_item on PortfolioItem {\n    id\n    title\n    titleTa\n    description\n    categoryId\n    image {\n      ...ResponsiveImage_asset\n    }\n    frames {\n      id\n      size\n      name\n      pricePaise\n      salePricePaise\n    }\n    sale {\n      name\n      percent\n      endsAt\n    }\n    edition {\n      size\n      remaining\n      closed\n    }\n  }\n": types.ShopCard_ItemFragmentDoc,
    "\n  query WallView($id: ID!) {\n    shopItem(id: $id) {\n      id\n      frames {\n        id\n        widthCm\n        heightCm\n      }\n    }\n  }\n": types.WallViewDocument,
    "\n  fragment WorkshopCard_workshop on Workshop {\n    id\n    title\n    titleTa\n    description\n    descriptionTa\n    destination\n    destinationTa\n    travelDate\n    duration\n    organizer\n    displayCost\n    meetingPoint\n    includes\n    tags\n    maxParticipants\n    seatsLeft\n    isFull\n    isPast\n    poster {\n      ...ResponsiveImage_asset\n    }\n  }\n": types.WorkshopCard_WorkshopFragmentDoc,
    "\n  mutation AddBlogComment($postId: ID!, $name: String!, $email: String!, $comment: String!, $website: String) {\n    addBlogComment(postId: $postId, name: $name, email: $email, comment: $comment, website: $website) {\n      status\n      message\n    }\n  }\n": types.AddBlogCommentDocument,
    "\n  mutation ConfirmPayment($orderId: String!, $paymentId: String!, $signature: String!) {\n    confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {\n      orderId\n      status\n      statusLabel\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation JoinWorkshop($workshopId: ID!, $fullName: String!, $phone: String!, $address: String!, $numberOfPeople: Int!, $email: String) {\n    joinWorkshop(workshopId: $workshopId, fullName: $fullName, phone: $phone, address: $address, numberOfPeople: $numberOfPeople, email: $email) {\n      id\n      seatsLeft\n      message\n    }\n  }\n": types.JoinWorkshopDocument,
    "\n  mutation SendContactMessage($name: String!, $email: String!, $subject: String!, $message: String!, $inquiryType: String) {\n    sendContactMessage(name: $name, email: $email, subject: $subject, message: $message, inquiryType: $inquiryType) {\n      status\n      message\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  mutation StartCheckout($customer: CustomerInput!, $items: [CartLineInput!]!, $discountCode: String) {\n    startCheckout(customer: $customer, items: $items, discountCode: $discountCode) {\n      orderId\n      amountPaise\n      currency\n      keyId\n      bookingGroupId\n      description\n      businessName\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  mutation SubmitInterest($galleryItemId: ID!, $name: String!, $email: String!, $phone: String, $message: String) {\n    submitInterest(galleryItemId: $galleryItemId, name: $name, email: $email, phone: $phone, message: $message)\n  }\n": types.SubmitInterestDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $firstName: String, $lastName: String, $language: String) {\n    subscribeNewsletter(email: $email, firstName: $firstName, lastName: $lastName, language: $language) {\n      status\n      message\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  query BlogPostPage($id: ID!, $ta: Boolean!) {\n    blogPost(id: $id) {\n      id\n      title\n      titleTa\n      excerpt\n      excerptTa\n      author\n      createdAt\n      updatedAt\n      readTime\n      tags\n      content\n      contentTa @include(if: $ta)\n      shareDescription\n      commentCount\n      image {\n        ...ResponsiveImage_asset\n      }\n      comments {\n        id\n        name\n        comment\n        createdAt\n      }\n    }\n  }\n": types.BlogPostPageDocument,
    "\n  query BlogList($page: Int, $perPage: Int) {\n    blogPosts(page: $page, perPage: $perPage) {\n      items {\n        ...BlogCard_post\n      }\n      total\n      page\n    }\n  }\n": types.BlogListDocument,
    "\n  query ContactPage {\n    businessSettings {\n      email\n      phone\n      address\n      addressTa\n      city\n      cityTa\n      instagramUrl\n      facebookUrl\n    }\n  }\n": types.ContactPageDocument,
    "\n  query GalleryGroupPage($id: ID!) {\n    galleryItem(id: $id) {\n      id\n      createdAt\n      ...GalleryCard_item\n      images {\n        id\n        title\n      }\n    }\n  }\n": types.GalleryGroupPageDocument,
    "\n  query GalleryPage($locationId: ID, $categoryId: ID, $offset: Int, $limit: Int) {\n    galleryPage(locationId: $locationId, categoryId: $categoryId, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...GalleryCard_item\n      }\n      total\n      hasMore\n    }\n    locations {\n      id\n      name\n      nameTa\n    }\n    galleryCategories {\n      id\n      name\n      nameTa\n      displayName\n    }\n  }\n": types.GalleryPageDocument,
    "\n  query MovedGalleryItem($id: ID!) {\n    galleryItem(id: $id) {\n      id\n      title\n    }\n  }\n": types.MovedGalleryItemDocument,
    "\n  query HomePage {\n    heroSlides {\n      ...HeroSlideshow_slide\n    }\n    author {\n      ...AuthorSection_author\n    }\n    instagramPosts {\n      ...InstagramStrip_post\n    }\n    businessSettings {\n      name\n      instagramUrl\n      instagramHandle\n    }\n  }\n": types.HomePageDocument,
    "\n  query LicensingPage {\n    businessSettings {\n      name\n      copyrightHolder\n      creditLine\n      licensingText\n      licensingTextTa\n    }\n  }\n": types.LicensingPageDocument,
    "\n  query OrderAcknowledgment($orderId: String!) {\n    order(orderId: $orderId) {\n      orderId\n      bookingGroupId\n      status\n      statusLabel\n      formattedDate\n      amountPaise\n      discountCode\n      discountPaise\n      courierName\n      trackingId\n      invoiceNumber\n      invoiceUrl\n      ...RefundNote_order\n      items {\n        title\n        frameSize\n        frameName\n        quantity\n        amountPaise\n        certificates {\n          number\n          editionSize\n          url\n          void\n        }\n      }\n    }\n  }\n": types.OrderAcknowledgmentDocument,
    "\n  query OrderHistory($mobile: String!) {\n    ordersByMobile(mobile: $mobile) {\n      ...OrderCard_order\n    }\n  }\n": types.OrderHistoryDocument,
    "\n  query MyOrders($orderIds: [String!]!) {\n    ordersByIds(orderIds: $orderIds) {\n      ...OrderCard_order\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query PrintPage($id: ID!) {\n    shopItem(id: $id) {\n      ...ShopCard_item\n      description\n      descriptionTa\n      category {\n        id\n        name\n        nameTa\n      }\n      image {\n        ...ResponsiveImage_asset\n      }\n      frames {\n        id\n        size\n        name\n        pricePaise\n        widthCm\n        heightCm\n      }\n    }\n  }\n": types.PrintPageDocument,
    "\n  query SearchPage($q: String!, $filter: SearchFilter, $sort: SearchSort, $first: Int, $after: String) {\n    search(q: $q, filter: $filter, sort: $sort, first: $first, after: $after) {\n      total\n      didYouMean\n      hits {\n        kind\n        id\n        title\n        titleTa\n        snippet\n        url\n        image {\n          ...ResponsiveImage_asset\n        }\n      }\n      facets {\n        categories {\n          value\n          label\n          labelTa\n          count\n        }\n        frameSizes {\n          value\n          label\n          labelTa\n          count\n        }\n        locations {\n          value\n          label\n          labelTa\n          count\n        }\n        priceRanges {\n          minPricePaise\n          maxPricePaise\n          count\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.SearchPageDocument,
    "\n  query SearchNewestPrints($limit: Int) {\n    shopItems(offset: 0, limit: $limit) {\n      items {\n        ...ShopCard_item\n      }\n    }\n  }\n": types.SearchNewestPrintsDocument,
    "\n  query MovedPrint($id: ID!) {\n    shopItem(id: $id) {\n      id\n      title\n    }\n  }\n": types.MovedPrintDocument,
    "\n  query ShopPage($categoryId: ID, $offset: Int, $limit: Int) {\n    shopItems(categoryId: $categoryId, offset: $offset, limit: $limit) {\n      items {\n        ...ShopCard_item\n      }\n      total\n      hasMore\n    }\n    shopCategories {\n      id\n      name\n      nameTa\n    }\n  }\n": types.ShopPageDocument,
    "\n  query WorkshopPage {\n    workshops {\n      id\n      cost\n      createdAt\n      ...WorkshopCard_workshop\n    }\n  }\n": types.WorkshopPageDocument,
    "\n  query WorkshopsPage {\n    workshops {\n      id\n      ...WorkshopCard_workshop\n    }\n  }\n": types.WorkshopsPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponsiveImage_asset on MediaAsset {\n    id\n    url\n    width\n    height\n    placeholder\n    srcset\n  }\n"): (typeof documents)["\n  fragment ResponsiveImage_asset on MediaAsset {\n    id\n    url\n    width\n    height\n    placeholder\n    srcset\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogCard_post on BlogPost {\n    id\n    title\n    titleTa\n    excerpt\n    excerptTa\n    createdAt\n    tags\n    commentCount\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n"): (typeof documents)["\n  fragment BlogCard_post on BlogPost {\n    id\n    title\n    titleTa\n    excerpt\n    excerptTa\n    createdAt\n    tags\n    commentCount\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscountQuote($code: String!, $items: [CartLineInput!]!) {\n    discountQuote(code: $code, items: $items) {\n      code\n      subtotalPaise\n      discountPaise\n      totalPaise\n    }\n  }\n"): (typeof documents)["\n  query DiscountQuote($code: String!, $items: [CartLineInput!]!) {\n    discountQuote(code: $code, items: $items) {\n      code\n      subtotalPaise\n      discountPaise\n      totalPaise\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutOutcome($orderId: String!) {\n    order(orderId: $orderId) {\n      orderId\n      status\n    }\n  }\n"): (typeof documents)["\n  query CheckoutOutcome($orderId: String!) {\n    order(orderId: $orderId) {\n      orderId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartPrices($lines: [CartPriceInput!]!) {\n    cartPrices(lines: $lines) {\n      portfolioItemId\n      frameId\n      available\n      unitPricePaise\n      listUnitPricePaise\n      editionRemaining\n    }\n  }\n"): (typeof documents)["\n  query CartPrices($lines: [CartPriceInput!]!) {\n    cartPrices(lines: $lines) {\n      portfolioItemId\n      frameId\n      available\n      unitPricePaise\n      listUnitPricePaise\n      editionRemaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutConfig {\n    checkoutConfig {\n      mode\n      scriptUrl\n      keyId\n      businessName\n    }\n  }\n"): (typeof documents)["\n  query CheckoutConfig {\n    checkoutConfig {\n      mode\n      scriptUrl\n      keyId\n      businessName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryCard_item on GalleryItem {\n    id\n    title\n    titleTa\n    description\n    descriptionTa\n    category {\n      id\n      name\n      nameTa\n      displayName\n    }\n    locations {\n      id\n      name\n      nameTa\n    }\n    images {\n      id\n      position\n      image {\n        id\n        exifSummary\n        ...ResponsiveImage_asset\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment GalleryCard_item on GalleryItem {\n    id\n    title\n    titleTa\n    description\n    descriptionTa\n    category {\n      id\n      name\n      nameTa\n      displayName\n    }\n    locations {\n      id\n      name\n      nameTa\n    }\n    images {\n      id\n      position\n      image {\n        id\n        exifSummary\n        ...ResponsiveImage_asset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthorSection_author on Author {\n    name\n    title\n    titleTa\n    bio1\n    bio1Ta\n    bio2\n    bio2Ta\n    quote\n    quoteTa\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n"): (typeof documents)["\n  fragment AuthorSection_author on Author {\n    name\n    title\n    titleTa\n    bio1\n    bio1Ta\n    bio2\n    bio2Ta\n    quote\n    quoteTa\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeroSlideshow_slide on HeroSlide {\n    id\n    title\n    titleTa\n    subtitle\n    subtitleTa\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n"): (typeof documents)["\n  fragment HeroSlideshow_slide on HeroSlide {\n    id\n    title\n    titleTa\n    subtitle\n    subtitleTa\n    image {\n      ...ResponsiveImage_asset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InstagramStrip_post on InstagramPost {\n    id\n    shortCode\n    captionTitle\n    likes\n    timestamp\n    imageUrl\n    permalink\n    image {\n      id\n      url\n      srcset\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  fragment InstagramStrip_post on InstagramPost {\n    id\n    shortCode\n    captionTitle\n    likes\n    timestamp\n    imageUrl\n    permalink\n    image {\n      id\n      url\n      srcset\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Footer {\n    businessSettings {\n      # Not shown here: the server takes the page title's suffix from this render's data.\n      name\n      city\n      cityTa\n      email\n      phone\n      instagramUrl\n      facebookUrl\n      poweredBy\n    }\n  }\n"): (typeof documents)["\n  query Footer {\n    businessSettings {\n      # Not shown here: the server takes the page title's suffix from this render's data.\n      name\n      city\n      cityTa\n      email\n      phone\n      instagramUrl\n      facebookUrl\n      poweredBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCard_order on OrderReceipt {\n    orderId\n    bookingGroupId\n    status\n    statusLabel\n    formattedDate\n    amountPaise\n    discountPaise\n    discountCode\n    courierName\n    trackingId\n    invoiceNumber\n    invoiceUrl\n    ...RefundNote_order\n    items {\n      portfolioItemId\n      frameId\n      title\n      frameSize\n      frameName\n      quantity\n      amountPaise\n      imageUrl\n      certificates {\n        number\n        editionSize\n        url\n        void\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderCard_order on OrderReceipt {\n    orderId\n    bookingGroupId\n    status\n    statusLabel\n    formattedDate\n    amountPaise\n    discountPaise\n    discountCode\n    courierName\n    trackingId\n    invoiceNumber\n    invoiceUrl\n    ...RefundNote_order\n    items {\n      portfolioItemId\n      frameId\n      title\n      frameSize\n      frameName\n      quantity\n      amountPaise\n      imageUrl\n      certificates {\n        number\n        editionSize\n        url\n        void\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundNote_order on OrderReceipt {\n    refundedPaise\n    refunds {\n      id\n      amountPaise\n      status\n      statusLabel\n      creditNoteNumber\n      creditNoteUrl\n    }\n  }\n"): (typeof documents)["\n  fragment RefundNote_order on OrderReceipt {\n    refundedPaise\n    refunds {\n      id\n      amountPaise\n      status\n      statusLabel\n      creditNoteNumber\n      creditNoteUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PolicyPage {\n    businessSettings {\n      name\n      legalName\n      address\n      addressTa\n      city\n      cityTa\n      email\n      phone\n      grievanceOfficerName\n      grievanceOfficerEmail\n    }\n  }\n"): (typeof documents)["\n  query PolicyPage {\n    businessSettings {\n      name\n      legalName\n      address\n      addressTa\n      city\n      cityTa\n      email\n      phone\n      grievanceOfficerName\n      grievanceOfficerEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, first: 6) {\n      id\n      kind\n      title\n      titleTa\n      url\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, first: 6) {\n      id\n      kind\n      title\n      titleTa\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopCard_item on PortfolioItem {\n    id\n    title\n    titleTa\n    description\n    categoryId\n    image {\n      ...ResponsiveImage_asset\n    }\n    frames {\n      id\n      size\n      name\n      pricePaise\n      salePricePaise\n    }\n    sale {\n      name\n      percent\n      endsAt\n    }\n    edition {\n      size\n      remaining\n      closed\n    }\n  }\n"): (typeof documents)["\n  fragment ShopCard_item on PortfolioItem {\n    id\n    title\n    titleTa\n    description\n    categoryId\n    image {\n      ...ResponsiveImage_asset\n    }\n    frames {\n      id\n      size\n      name\n      pricePaise\n      salePricePaise\n    }\n    sale {\n      name\n      percent\n      endsAt\n    }\n    edition {\n      size\n      remaining\n      closed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WallView($id: ID!) {\n    shopItem(id: $id) {\n      id\n      frames {\n        id\n        widthCm\n        heightCm\n      }\n    }\n  }\n"): (typeof documents)["\n  query WallView($id: ID!) {\n    shopItem(id: $id) {\n      id\n      frames {\n        id\n        widthCm\n        heightCm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopCard_workshop on Workshop {\n    id\n    title\n    titleTa\n    description\n    descriptionTa\n    destination\n    destinationTa\n    travelDate\n    duration\n    organizer\n    displayCost\n    meetingPoint\n    includes\n    tags\n    maxParticipants\n    seatsLeft\n    isFull\n    isPast\n    poster {\n      ...ResponsiveImage_asset\n    }\n  }\n"): (typeof documents)["\n  fragment WorkshopCard_workshop on Workshop {\n    id\n    title\n    titleTa\n    description\n    descriptionTa\n    destination\n    destinationTa\n    travelDate\n    duration\n    organizer\n    displayCost\n    meetingPoint\n    includes\n    tags\n    maxParticipants\n    seatsLeft\n    isFull\n    isPast\n    poster {\n      ...ResponsiveImage_asset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBlogComment($postId: ID!, $name: String!, $email: String!, $comment: String!, $website: String) {\n    addBlogComment(postId: $postId, name: $name, email: $email, comment: $comment, website: $website) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AddBlogComment($postId: ID!, $name: String!, $email: String!, $comment: String!, $website: String) {\n    addBlogComment(postId: $postId, name: $name, email: $email, comment: $comment, website: $website) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($orderId: String!, $paymentId: String!, $signature: String!) {\n    confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {\n      orderId\n      status\n      statusLabel\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($orderId: String!, $paymentId: String!, $signature: String!) {\n    confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {\n      orderId\n      status\n      statusLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWorkshop($workshopId: ID!, $fullName: String!, $phone: String!, $address: String!, $numberOfPeople: Int!, $email: String) {\n    joinWorkshop(workshopId: $workshopId, fullName: $fullName, phone: $phone, address: $address, numberOfPeople: $numberOfPeople, email: $email) {\n      id\n      seatsLeft\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWorkshop($workshopId: ID!, $fullName: String!, $phone: String!, $address: String!, $numberOfPeople: Int!, $email: String) {\n    joinWorkshop(workshopId: $workshopId, fullName: $fullName, phone: $phone, address: $address, numberOfPeople: $numberOfPeople, email: $email) {\n      id\n      seatsLeft\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($name: String!, $email: String!, $subject: String!, $message: String!, $inquiryType: String) {\n    sendContactMessage(name: $name, email: $email, subject: $subject, message: $message, inquiryType: $inquiryType) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($name: String!, $email: String!, $subject: String!, $message: String!, $inquiryType: String) {\n    sendContactMessage(name: $name, email: $email, subject: $subject, message: $message, inquiryType: $inquiryType) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout($customer: CustomerInput!, $items: [CartLineInput!]!, $discountCode: String) {\n    startCheckout(customer: $customer, items: $items, discountCode: $discountCode) {\n      orderId\n      amountPaise\n      currency\n      keyId\n      bookingGroupId\n      description\n      businessName\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout($customer: CustomerInput!, $items: [CartLineInput!]!, $discountCode: String) {\n    startCheckout(customer: $customer, items: $items, discountCode: $discountCode) {\n      orderId\n      amountPaise\n      currency\n      keyId\n      bookingGroupId\n      description\n      businessName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitInterest($galleryItemId: ID!, $name: String!, $email: String!, $phone: String, $message: String) {\n    submitInterest(galleryItemId: $galleryItemId, name: $name, email: $email, phone: $phone, message: $message)\n  }\n"): (typeof documents)["\n  mutation SubmitInterest($galleryItemId: ID!, $name: String!, $email: String!, $phone: String, $message: String) {\n    submitInterest(galleryItemId: $galleryItemId, name: $name, email: $email, phone: $phone, message: $message)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!, $firstName: String, $lastName: String, $language: String) {\n    subscribeNewsletter(email: $email, firstName: $firstName, lastName: $lastName, language: $language) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!, $firstName: String, $lastName: String, $language: String) {\n    subscribeNewsletter(email: $email, firstName: $firstName, lastName: $lastName, language: $language) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostPage($id: ID!, $ta: Boolean!) {\n    blogPost(id: $id) {\n      id\n      title\n      titleTa\n      excerpt\n      excerptTa\n      author\n      createdAt\n      updatedAt\n      readTime\n      tags\n      content\n      contentTa @include(if: $ta)\n      shareDescription\n      commentCount\n      image {\n        ...ResponsiveImage_asset\n      }\n      comments {\n        id\n        name\n        comment\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPostPage($id: ID!, $ta: Boolean!) {\n    blogPost(id: $id) {\n      id\n      title\n      titleTa\n      excerpt\n      excerptTa\n      author\n      createdAt\n      updatedAt\n      readTime\n      tags\n      content\n      contentTa @include(if: $ta)\n      shareDescription\n      commentCount\n      image {\n        ...ResponsiveImage_asset\n      }\n      comments {\n        id\n        name\n        comment\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogList($page: Int, $perPage: Int) {\n    blogPosts(page: $page, perPage: $perPage) {\n      items {\n        ...BlogCard_post\n      }\n      total\n      page\n    }\n  }\n"): (typeof documents)["\n  query BlogList($page: Int, $perPage: Int) {\n    blogPosts(page: $page, perPage: $perPage) {\n      items {\n        ...BlogCard_post\n      }\n      total\n      page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPage {\n    businessSettings {\n      email\n      phone\n      address\n      addressTa\n      city\n      cityTa\n      instagramUrl\n      facebookUrl\n    }\n  }\n"): (typeof documents)["\n  query ContactPage {\n    businessSettings {\n      email\n      phone\n      address\n      addressTa\n      city\n      cityTa\n      instagramUrl\n      facebookUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryGroupPage($id: ID!) {\n    galleryItem(id: $id) {\n      id\n      createdAt\n      ...GalleryCard_item\n      images {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query GalleryGroupPage($id: ID!) {\n    galleryItem(id: $id) {\n      id\n      createdAt\n      ...GalleryCard_item\n      images {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryPage($locationId: ID, $categoryId: ID, $offset: Int, $limit: Int) {\n    galleryPage(locationId: $locationId, categoryId: $categoryId, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...GalleryCard_item\n      }\n      total\n      hasMore\n    }\n    locations {\n      id\n      name\n      nameTa\n    }\n    galleryCategories {\n      id\n      name\n      nameTa\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query GalleryPage($locationId: ID, $categoryId: ID, $offset: Int, $limit: Int) {\n    galleryPage(locationId: $locationId, categoryId: $categoryId, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...GalleryCard_item\n      }\n      total\n      hasMore\n    }\n    locations {\n      id\n      name\n      nameTa\n    }\n    galleryCategories {\n      id\n      name\n      nameTa\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MovedGalleryItem($id: ID!) {\n    galleryItem(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query MovedGalleryItem($id: ID!) {\n    galleryItem(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    heroSlides {\n      ...HeroSlideshow_slide\n    }\n    author {\n      ...AuthorSection_author\n    }\n    instagramPosts {\n      ...InstagramStrip_post\n    }\n    businessSettings {\n      name\n      instagramUrl\n      instagramHandle\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    heroSlides {\n      ...HeroSlideshow_slide\n    }\n    author {\n      ...AuthorSection_author\n    }\n    instagramPosts {\n      ...InstagramStrip_post\n    }\n    businessSettings {\n      name\n      instagramUrl\n      instagramHandle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicensingPage {\n    businessSettings {\n      name\n      copyrightHolder\n      creditLine\n      licensingText\n      licensingTextTa\n    }\n  }\n"): (typeof documents)["\n  query LicensingPage {\n    businessSettings {\n      name\n      copyrightHolder\n      creditLine\n      licensingText\n      licensingTextTa\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderAcknowledgment($orderId: String!) {\n    order(orderId: $orderId) {\n      orderId\n      bookingGroupId\n      status\n      statusLabel\n      formattedDate\n      amountPaise\n      discountCode\n      discountPaise\n      courierName\n      trackingId\n      invoiceNumber\n      invoiceUrl\n      ...RefundNote_order\n      items {\n        title\n        frameSize\n        frameName\n        quantity\n        amountPaise\n        certificates {\n          number\n          editionSize\n          url\n          void\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderAcknowledgment($orderId: String!) {\n    order(orderId: $orderId) {\n      orderId\n      bookingGroupId\n      status\n      statusLabel\n      formattedDate\n      amountPaise\n      discountCode\n      discountPaise\n      courierName\n      trackingId\n      invoiceNumber\n      invoiceUrl\n      ...RefundNote_order\n      items {\n        title\n        frameSize\n        frameName\n        quantity\n        amountPaise\n        certificates {\n          number\n          editionSize\n          url\n          void\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderHistory($mobile: String!) {\n    ordersByMobile(mobile: $mobile) {\n      ...OrderCard_order\n    }\n  }\n"): (typeof documents)["\n  query OrderHistory($mobile: String!) {\n    ordersByMobile(mobile: $mobile) {\n      ...OrderCard_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($orderIds: [String!]!) {\n    ordersByIds(orderIds: $orderIds) {\n      ...OrderCard_order\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($orderIds: [String!]!) {\n    ordersByIds(orderIds: $orderIds) {\n      ...OrderCard_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintPage($id: ID!) {\n    shopItem(id: $id) {\n      ...ShopCard_item\n      description\n      descriptionTa\n      category {\n        id\n        name\n        nameTa\n      }\n      image {\n        ...ResponsiveImage_asset\n      }\n      frames {\n        id\n        size\n        name\n        pricePaise\n        widthCm\n        heightCm\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintPage($id: ID!) {\n    shopItem(id: $id) {\n      ...ShopCard_item\n      description\n      descriptionTa\n      category {\n        id\n        name\n        nameTa\n      }\n      image {\n        ...ResponsiveImage_asset\n      }\n      frames {\n        id\n        size\n        name\n        pricePaise\n        widthCm\n        heightCm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($q: String!, $filter: SearchFilter, $sort: SearchSort, $first: Int, $after: String) {\n    search(q: $q, filter: $filter, sort: $sort, first: $first, after: $after) {\n      total\n      didYouMean\n      hits {\n        kind\n        id\n        title\n        titleTa\n        snippet\n        url\n        image {\n          ...ResponsiveImage_asset\n        }\n      }\n      facets {\n        categories {\n          value\n          label\n          labelTa\n          count\n        }\n        frameSizes {\n          value\n          label\n          labelTa\n          count\n        }\n        locations {\n          value\n          label\n          labelTa\n          count\n        }\n        priceRanges {\n          minPricePaise\n          maxPricePaise\n          count\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchPage($q: String!, $filter: SearchFilter, $sort: SearchSort, $first: Int, $after: String) {\n    search(q: $q, filter: $filter, sort: $sort, first: $first, after: $after) {\n      total\n      didYouMean\n      hits {\n        kind\n        id\n        title\n        titleTa\n        snippet\n        url\n        image {\n          ...ResponsiveImage_asset\n        }\n      }\n      facets {\n        categories {\n          value\n          label\n          labelTa\n          count\n        }\n        frameSizes {\n          value\n          label\n          labelTa\n          count\n        }\n        locations {\n          value\n          label\n          labelTa\n          count\n        }\n        priceRanges {\n          minPricePaise\n          maxPricePaise\n          count\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchNewestPrints($limit: Int) {\n    shopItems(offset: 0, limit: $limit) {\n      items {\n        ...ShopCard_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchNewestPrints($limit: Int) {\n    shopItems(offset: 0, limit: $limit) {\n      items {\n        ...ShopCard_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MovedPrint($id: ID!) {\n    shopItem(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query MovedPrint($id: ID!) {\n    shopItem(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopPage($categoryId: ID, $offset: Int, $limit: Int) {\n    shopItems(categoryId: $categoryId, offset: $offset, limit: $limit) {\n      items {\n        ...ShopCard_item\n      }\n      total\n      hasMore\n    }\n    shopCategories {\n      id\n      name\n      nameTa\n    }\n  }\n"): (typeof documents)["\n  query ShopPage($categoryId: ID, $offset: Int, $limit: Int) {\n    shopItems(categoryId: $categoryId, offset: $offset, limit: $limit) {\n      items {\n        ...ShopCard_item\n      }\n      total\n      hasMore\n    }\n    shopCategories {\n      id\n      name\n      nameTa\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopPage {\n    workshops {\n      id\n      cost\n      createdAt\n      ...WorkshopCard_workshop\n    }\n  }\n"): (typeof documents)["\n  query WorkshopPage {\n    workshops {\n      id\n      cost\n      createdAt\n      ...WorkshopCard_workshop\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopsPage {\n    workshops {\n      id\n      ...WorkshopCard_workshop\n    }\n  }\n"): (typeof documents)["\n  query WorkshopsPage {\n    workshops {\n      id\n      ...WorkshopCard_workshop\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;