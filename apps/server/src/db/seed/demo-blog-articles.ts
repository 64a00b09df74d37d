/**
 * The demo blog's articles (issue 14): original, practical pieces for Indian brands and creators. Plain
 * data; demo-blog.ts stores them. The HTML uses only what the blog's sanitiser keeps.
 */
export type DemoArticle = {
  title: string;
  slug: string;
  description: string;
  categories: readonly string[];
  tags: readonly string[];
  /** Two gradient colours of the generated cover. */
  cover: readonly [string, string];
  /** Days before the seed's date that the post was published. */
  daysAgo: number;
  content: string;
};

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    title: 'How to price your Instagram reels in India',
    slug: 'how-to-price-your-instagram-reels-in-india',
    description:
      'A practical way for Indian creators to set reel rates: start from your reach and engagement, then price usage rights, exclusivity and revisions separately.',
    categories: ['Creators', 'Pricing'],
    tags: ['Instagram', 'Reels', 'Rate card', 'GST'],
    cover: ['#fa709a', '#fee140'],
    daysAgo: 3,
    content: `
<p>Every creator we speak to asks the same question sooner or later: <em>what should I charge for a reel?</em> There is no official rate card for India, and the numbers you hear from friends range from a free product to a lakh of rupees. This guide gives you a method instead of a magic number, so you can defend your price to any brand and raise it with confidence as you grow.</p>

<h2>Start from what a brand is really buying</h2>
<p>A brand is not paying for a 30-second video. It is paying for attention from a specific audience, for your credibility with that audience, and often for a piece of content it can reuse. Break your price into those parts and it becomes much easier to explain:</p>
<ul>
  <li><strong>Reach</strong> – how many people are likely to see the reel. Your average reel views over the last 10 to 15 posts is a better guide than your follower count.</li>
  <li><strong>Engagement</strong> – likes, comments, saves and shares per view. An audience that saves and shares your reels is worth more than a larger one that scrolls past.</li>
  <li><strong>Niche</strong> – finance, tech, parenting and B2B audiences are harder to reach than general entertainment, so brands pay more for them.</li>
  <li><strong>Effort</strong> – scripting, shooting on location, styling, editing and the number of revisions.</li>
</ul>

<h2>A simple formula to get your first number</h2>
<p>Take your average views per reel and decide a rate per thousand views (often called CPM). Many creators begin somewhere between ₹100 and ₹400 per thousand views, moving up for strong engagement or a specialised niche. Then add your production cost.</p>
<pre><code>Base price = (average reel views ÷ 1,000) × your rate per 1,000 views
Reel price = Base price + production cost</code></pre>
<p>For example, if your reels average 20,000 views and you choose ₹250 per thousand, your base is ₹5,000. Add ₹1,500 for a script, a shoot and editing, and your reel price is ₹6,500. It is a starting point, not a rule: compare it with what similar creators in your niche charge and adjust.</p>

<h2>Price the extras separately</h2>
<p>The most common way creators undercharge is by giving away rights for free. List these as separate lines on your rate card:</p>
<ol>
  <li><strong>Usage rights (UGC)</strong> – if the brand wants to run your reel as an ad or post it on its own handle, charge for that. On Collably, Instagram reel services can carry a separate UGC price, which the brand sees before it pays.</li>
  <li><strong>Exclusivity</strong> – not working with competing brands for 30 or 60 days has a cost to you. Charge for it.</li>
  <li><strong>Extra revisions</strong> – include one round of changes, and price further rounds.</li>
  <li><strong>Rush delivery</strong> – a reel needed in 48 hours displaces other work.</li>
  <li><strong>Bundles</strong> – a reel plus three stories can be offered at a small discount to win bigger orders.</li>
</ol>

<h2>Don’t forget GST</h2>
<p>If you are registered under GST, your services are taxed at 18 %. Quote your price clearly and state whether GST is extra. Registration becomes compulsory once your turnover from services crosses ₹20 lakh in a financial year (₹10 lakh in some special category states), and many creators register earlier because larger brands prefer invoices with a GSTIN. On Collably you can add your GST number to your profile, and the checkout shows the brand a full price breakup, GST included, before it pays.</p>

<blockquote><p>Tip: never quote a price in a DM before you know the deliverables, the usage rights and the timeline. A quick question back (“Is this for organic posting only, or for ads too?”) protects your rate.</p></blockquote>

<h2>Raise your prices on a schedule</h2>
<p>Review your rates every three months. If your average views or your engagement have grown, your price should too. Brands expect it, and your existing clients will usually accept a 10 to 20 % increase when you show them the numbers. Keep a simple sheet of every collab: the brand, the price, the views the reel got and the result the brand shared. That sheet is your best negotiation tool.</p>

<h2>Put your services where brands can book them</h2>
<p>A clear rate card saves you hours of back-and-forth. On your Collably profile, add each service – a reel, a story, a static post – with its own title, description and price (the minimum is ₹500). Brands can compare, pay upfront and send you the brief in one go, and your money is held safely until the work is done.</p>
`,
  },
  {
    title: 'GST on influencer marketing: what brands should know',
    slug: 'gst-on-influencer-marketing-what-brands-should-know',
    description:
      'Influencer fees in India attract 18 % GST. Here is how invoices, GSTINs and input tax credit work for brands hiring creators, and what to check before you pay.',
    categories: ['Brands', 'Tax & Compliance'],
    tags: ['GST', 'GSTIN', 'Input tax credit', 'Invoices'],
    cover: ['#4facfe', '#00f2fe'],
    daysAgo: 12,
    content: `
<p>Influencer marketing has become a normal line in the marketing budget of Indian brands, from D2C start-ups to large FMCG companies. Like any other service your business buys, it comes with tax paperwork. Getting it right keeps your books clean and, for GST-registered businesses, lets you recover the tax you pay. This is a plain-language overview, not tax advice: for your specific situation, speak to your chartered accountant.</p>

<h2>Influencer services are taxed at 18 %</h2>
<p>Promoting a product on social media is a supply of services, and in India such advertising and promotion services attract GST at 18 %. When a GST-registered creator or agency bills you, the invoice should show the fee and the GST separately. A creator who supplies services within your state charges CGST and SGST (9 % + 9 %); one in another state charges IGST (18 %).</p>

<h2>Not every creator charges GST</h2>
<p>A creator has to register for GST once their aggregate turnover from services crosses ₹20 lakh in a financial year (₹10 lakh in some special category states). Below that, registration is optional, so smaller creators often invoice without GST. That is legitimate, but it means there is no GST for you to claim back on that invoice.</p>

<h2>Check the GSTIN before you pay</h2>
<p>A GSTIN is a 15-character number. The first two digits are the state code, the next ten characters are the holder’s PAN, followed by an entity number, the letter Z by default and a check character. Before you book a large campaign:</p>
<ul>
  <li>Check that the GSTIN on the invoice is active on the GST portal’s public search.</li>
  <li>Make sure the legal name on the portal matches the name on the invoice.</li>
  <li>Confirm that the invoice carries your own GSTIN as the recipient, so the credit reaches the right account.</li>
</ul>
<p>On Collably, creators who are registered add their GST number to their profile, and the number is checked for the right format and check character when they save it.</p>

<h2>Input tax credit: recovering the GST you pay</h2>
<p>If your business is registered under GST, the tax on influencer services used to promote your business is generally available as input tax credit (ITC). The usual conditions apply: you hold a valid tax invoice, you have received the service, the supplier has reported the invoice in their returns so it appears in your GSTR-2B, and you have paid the supplier. Keep the brief, the links to the published posts and the payment proof together with the invoice – they show that the service was received and used for your business.</p>

<h2>Free products and TDS</h2>
<p>Sending products to creators is common, and it has its own rule. Under section 194R of the Income-tax Act, a business that gives a benefit or perquisite worth more than ₹20,000 in a financial year to a person in connection with their business or profession generally has to deduct TDS of 10 %. Products sent for a review that are kept by the creator can fall under it. Payments of fees to creators may also attract TDS under other sections, depending on the contract. Your accountant will know which applies to your arrangement.</p>

<h2>Disclosure is a separate obligation</h2>
<p>Tax is not the only rule. The Advertising Standards Council of India (ASCI) asks influencers to label paid and gifted content clearly, with tags such as <em>#ad</em>, <em>#collab</em> or <em>#sponsored</em>, placed where the audience will see them. Put the disclosure requirement in your brief, so it is never forgotten.</p>

<h2>How Collably handles GST at checkout</h2>
<p>When you hire a creator on Collably, the price breakup shows every line before you pay: the influencer’s price, the UGC price if you chose usage rights, the platform fee, and GST at 18 % on each of them. You pay one amount, and you can see each part of it in your order.</p>

<h2>A short checklist for your finance team</h2>
<ol>
  <li>Ask each creator or agency whether they are GST-registered, and note their GSTIN.</li>
  <li>Verify the GSTIN on the portal before the first payment.</li>
  <li>Keep invoices, briefs, post links and payment proofs in one folder per campaign.</li>
  <li>Track free products sent to each creator during the year for section 194R.</li>
  <li>Reconcile your GSTR-2B every month, and follow up with suppliers whose invoices are missing.</li>
</ol>
<p>With these habits in place, influencer marketing is no harder to account for than any other marketing service.</p>
`,
  },
  {
    title: 'Writing a collab brief creators love',
    slug: 'writing-a-collab-brief-creators-love',
    description:
      'A good brief gets you better content, fewer revisions and creators who want to work with you again. Here is what to include, and what to leave to the creator.',
    categories: ['Brands', 'Campaigns'],
    tags: ['Brief', 'Collabs', 'Content'],
    cover: ['#43e97b', '#38f9d7'],
    daysAgo: 21,
    content: `
<p>Ask creators about their worst collabs and you will hear the same story: a vague brief, five rounds of changes, and a final video that looked nothing like their usual work. Ask them about their best ones and you will hear about brands that explained what they wanted, trusted the creator’s style and answered questions quickly. The difference usually starts with the brief.</p>

<h2>1. Start with one goal</h2>
<p>Decide what this collab is for before you write anything else. Awareness for a new launch, sign-ups for an app, footfall in a Pune store, or a batch of videos to run as ads: each needs different content. Write the goal in one sentence at the top of the brief. A creator who knows you want app installs will put the call to action in the first three seconds; one who thinks you want brand love will not.</p>

<h2>2. Describe the audience, not just the product</h2>
<p>Tell the creator who you want to reach and why your product matters to them. “Working women in metro cities who skip breakfast” gives a creator far more to work with than “our new oats range”. If you know what your customers usually say about the product, share those words.</p>

<h2>3. Give three key messages, at most</h2>
<p>A 30-second reel cannot carry ten product benefits. Pick the three that matter most and rank them. Mark the one that must appear. Everything else is optional, and saying so gives the creator room to make it sound natural.</p>

<h2>4. Be precise about the deliverables</h2>
<ul>
  <li>Format and platform: one Instagram reel, three stories, a YouTube integration of 60–90 seconds.</li>
  <li>Length, aspect ratio and whether you need a raw file.</li>
  <li>Caption requirements: your handle, a hashtag, a link or a coupon code.</li>
  <li>Disclosure: the label the creator must use, such as <em>#ad</em> or <em>Paid partnership</em>.</li>
  <li>Usage rights: whether you will repost the content or run it as an ad, and for how long.</li>
</ul>

<h2>5. Share the dos and don’ts, briefly</h2>
<p>List claims the creator must not make (especially for health, finance and beauty products), competitors not to show, and anything legal needs to see. Keep it short. A page of restrictions tells the creator you don’t trust them.</p>

<h2>6. Leave the creative to the creator</h2>
<p>You chose this creator because their audience likes the way they talk. Do not send a word-for-word script unless you truly need one. Share a reference or two if you have them, then ask the creator how they would approach it. The best content usually comes from their idea, shaped by your goal.</p>

<h2>7. Agree on timelines and revisions up front</h2>
<p>Put the dates in the brief: when the draft is due, how long you will take to review it, and when it goes live. Say how many rounds of revisions are included. On Collably, the creator sends the work for approval inside the collab, you approve it or ask for a revision with a note, and every step is recorded in the order’s timeline.</p>

<blockquote><p>A brief that fits on one page, with attachments for product photos and brand guidelines, is almost always better than a 15-slide deck.</p></blockquote>

<h2>A template you can copy</h2>
<pre><code>Goal:            (one sentence)
Audience:        (who, where, what they care about)
Key messages:    1. (must have)  2.  3.
Deliverables:    (format, length, platform, live date)
Caption:         (handle, hashtag, link or code, disclosure label)
Usage rights:    (organic only / ads for N days)
Don'ts:          (claims, competitors)
Timeline:        draft by __ · feedback within __ · live on __
Revisions:       (number included)</code></pre>

<h2>After the collab</h2>
<p>Share the results with the creator – views, clicks or sales. Creators improve when they know what worked, and they remember the brands that tell them. A short thank-you and a quick payment are the cheapest way to get a creator’s best work next time.</p>
`,
  },
  {
    title: 'UGC vs influencer posts: which one does your brand need?',
    slug: 'ugc-vs-influencer-posts',
    description:
      'Influencer posts borrow a creator’s audience; UGC gives you content to run on your own channels and ads. How to choose, and when to buy both.',
    categories: ['Brands', 'Strategy'],
    tags: ['UGC', 'Instagram', 'Ads', 'Content'],
    cover: ['#a18cd1', '#fbc2eb'],
    daysAgo: 34,
    content: `
<p>“UGC” and “influencer marketing” are often used as if they mean the same thing. They overlap – both involve a creator making content about your product – but they solve different problems and are priced differently. Knowing the difference helps you spend your budget where it works hardest.</p>

<h2>Influencer posts: you are buying an audience</h2>
<p>When a creator publishes a reel or a post on their own account, you reach the people who follow and trust them. The value lies in that audience and that trust: a fitness creator’s followers listen when she recommends a protein brand. Influencer posts are best when you want to:</p>
<ul>
  <li>build awareness in a specific community, city or language;</li>
  <li>borrow credibility for a new or lesser-known brand;</li>
  <li>create a buzz around a launch, a sale or an event.</li>
</ul>
<p>You pay for reach and influence, so the price rises with the creator’s audience and engagement.</p>

<h2>UGC: you are buying content</h2>
<p>User-generated content (UGC), in the commercial sense, is content a creator makes for you to publish – on your brand’s handles, your website, marketplace listings or, most often, in paid ads. The creator may never post it on their own profile. What you pay for is the video itself and the right to use it. UGC is best when you want to:</p>
<ul>
  <li>feed your performance ads with fresh, native-looking videos;</li>
  <li>test many hooks and angles quickly;</li>
  <li>fill your own social feed with authentic-looking content;</li>
  <li>show real people using the product on product pages.</li>
</ul>
<p>Because the creator’s audience is not part of the deal, UGC creators are priced on their skill at making content that converts, not on follower counts. Some of the best UGC creators have small followings.</p>

<h2>A quick comparison</h2>
<table>
  <thead>
    <tr><th></th><th>Influencer post</th><th>UGC</th></tr>
  </thead>
  <tbody>
    <tr><td>Where it appears</td><td>The creator’s profile</td><td>Your channels and ads</td></tr>
    <tr><td>What you pay for</td><td>Audience and trust</td><td>Content and usage rights</td></tr>
    <tr><td>Main measure</td><td>Reach, engagement</td><td>Ad performance, cost per result</td></tr>
    <tr><td>Best for</td><td>Awareness, credibility</td><td>Ads, testing, product pages</td></tr>
  </tbody>
</table>

<h2>Why many brands buy both</h2>
<p>The two work well together. A creator publishes a reel to their audience; it performs well; you then run that same reel as an ad from your account, reaching people well beyond the creator’s followers. For that you need usage rights, agreed and paid for up front.</p>
<p>On Collably, Instagram reel services can include a UGC option. When you tick it before paying, the creator’s UGC price is added to the order, the price breakup shows it with its platform fee and GST, and your collab records that you bought the right to use the content. There is also a dedicated UGC platform for creators who make content for brands without posting it themselves.</p>

<h2>How to choose for your next campaign</h2>
<ol>
  <li><strong>Need people to hear about you?</strong> Start with influencer posts in your niche.</li>
  <li><strong>Already running ads and need better creatives?</strong> Buy UGC from several creators and test.</li>
  <li><strong>Launching something big?</strong> Combine them: influencer posts for the buzz, UGC rights on the best performers for the ads that follow.</li>
</ol>
<p>Whatever you choose, put the usage in writing. Creators are happy to license their work – they simply want to know where it will run and for how long, and to be paid fairly for it.</p>
`,
  },
  {
    title: 'Getting paid safely: escrow explained',
    slug: 'getting-paid-safely-escrow-explained',
    description:
      'How Collably holds a brand’s payment until the work is delivered, what happens if a collab goes wrong, and how creators withdraw their earnings.',
    categories: ['Creators', 'Payments'],
    tags: ['Escrow', 'Payouts', 'Disputes', 'Safety'],
    cover: ['#667eea', '#764ba2'],
    daysAgo: 47,
    content: `
<p>Two worries come up in almost every conversation about paid collabs. Creators worry that they will deliver a great reel and then chase a brand for months to get paid. Brands worry that they will pay upfront and never see the content. Escrow solves both, and it is how every paid collab on Collably works.</p>

<h2>What escrow means</h2>
<p>In an escrow arrangement, a neutral party holds the money while the two sides do their part. The brand pays before the work starts, so the creator knows the money exists. The creator gets it only once the work is delivered, so the brand knows it will not pay for nothing. Neither side has to trust the other blindly.</p>

<h2>How a collab moves, step by step</h2>
<ol>
  <li><strong>The brand pays upfront.</strong> It chooses a service on the creator’s profile, sees the full price breakup with GST, and pays. The payment is held by Collably.</li>
  <li><strong>The brand sends the details.</strong> The brief and any files go to the creator inside the collab.</li>
  <li><strong>The creator accepts or rejects.</strong> A creator who cannot take the work rejects it, and the brand’s money goes back to its Collably wallet.</li>
  <li><strong>The creator delivers.</strong> Content is sent for approval, or posted and the link shared, depending on the service.</li>
  <li><strong>The brand approves.</strong> It can ask for a revision with a note. Once it approves or marks the collab complete, the money is released to the creator’s earnings.</li>
</ol>
<p>Every step is recorded in the collab’s timeline, with the date and the person who acted, so nobody has to rely on memory or screenshots.</p>

<h2>Deadlines that protect both sides</h2>
<p>A collab cannot sit idle forever. A creator has 14 days from the order to deliver; if nothing arrives, the brand gets a full refund. If a brand raises a dispute and there is no action on it within a week, the collab is treated as cancelled and the brand is refunded. Each collab shows who needs to act next and by when.</p>

<h2>When something goes wrong</h2>
<p>Most collabs end happily, but disagreements happen: a link that was never posted, a video that missed the brief. The brand can raise a dispute inside the collab; the creator can then update the work link, cancel the collab, or ask Collably’s helpdesk for help. The helpdesk sees the whole history of the collab, the brief, the files and the chat, and decides fairly – releasing the payment, refunding the brand, or splitting it.</p>

<blockquote><p>Keep all communication about a collab in the Collably chat. If there is ever a dispute, that record is what the helpdesk relies on.</p></blockquote>

<h2>Withdrawing your earnings</h2>
<p>Released payments add up in the creator’s account balance. From the payment details page, a creator requests a payout, entering the amount and their bank details: bank name, account number, IFSC code, PAN, UPI ID, address and phone. The request is reviewed and the money is sent to the bank account, with each payout’s status visible in the payout history.</p>

<h2>Refunds for brands</h2>
<p>When a collab is cancelled or rejected, the brand’s money goes to its Collably wallet, and the wallet history shows every credit and debit. At the next checkout, the brand can choose to use that balance towards the new hire.</p>

<h2>Good habits for safe collabs</h2>
<ul>
  <li>Never agree to be paid outside the platform for a collab that started on it – you lose the protection of escrow.</li>
  <li>Read the brief before accepting, and ask questions in the chat first.</li>
  <li>Deliver within the deadline, and send the work for approval rather than posting unapproved content.</li>
  <li>Brands: review drafts promptly. A quick approval is the easiest way to become a brand that creators love working with.</li>
</ul>
<p>Escrow takes the awkward money conversation out of collabs, so both sides can focus on making content that works.</p>
`,
  },
];
