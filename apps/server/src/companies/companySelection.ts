/**
 * The well-known companies Candor's catalogue offers in the company picker: customers and
 * subprocessors staff commonly name. Each line is `slug domain` for a company whose brand mark
 * the simple-icons package ships (its title becomes the name), or `=Name|domain` for a company
 * without one there (it gets the lettered fallback). Domains are the companies' main sites.
 */
export const COMPANY_SELECTION = `
1password 1password.com
accenture accenture.com
adyen adyen.com
afterpay afterpay.com
airbnb airbnb.com
airtable airtable.com
akamai akamai.com
algolia algolia.com
alibabacloud alibabacloud.com
amd amd.com
americanexpress americanexpress.com
android android.com
anthropic anthropic.com
apple apple.com
arm arm.com
asana asana.com
atlassian atlassian.com
auth0 auth0.com
backblaze backblaze.com
baidu baidu.com
bankofamerica bankofamerica.com
barclays barclays.com
basecamp basecamp.com
bigcommerce bigcommerce.com
binance binance.com
bitbucket bitbucket.org
bitwarden bitwarden.com
box box.com
braintree braintreepayments.com
brave brave.com
brevo brevo.com
brex brex.com
bt bt.com
buildkite buildkite.com
calendly calendly.com
campaignmonitor campaignmonitor.com
canonical canonical.com
chase chase.com
circleci circleci.com
cisco cisco.com
clickhouse clickhouse.com
clickup clickup.com
cloudflare cloudflare.com
cloudinary cloudinary.com
coda coda.io
coinbase coinbase.com
confluence atlassian.com/software/confluence
contentful contentful.com
contentstack contentstack.com
couchbase couchbase.com
coursera coursera.org
dashlane dashlane.com
databricks databricks.com
datadog datadoghq.com
dell dell.com
deliveroo deliveroo.com
deutschebank db.com
deutschetelekom telekom.com
digitalocean digitalocean.com
discord discord.com
docker docker.com
doordash doordash.com
dropbox dropbox.com
duckduckgo duckduckgo.com
duolingo duolingo.com
ebay ebay.com
elastic elastic.co
etsy etsy.com
evernote evernote.com
expedia expedia.com
facebook facebook.com
fastly fastly.com
figma figma.com
firebase firebase.google.com
fiverr fiverr.com
fortinet fortinet.com
framer framer.com
ghost ghost.org
github github.com
gitlab gitlab.com
glassdoor glassdoor.com
gmail gmail.com
godaddy godaddy.com
goldmansachs goldmansachs.com
google google.com
googlecloud cloud.google.com
googledrive drive.google.com
grafana grafana.com
grammarly grammarly.com
greenhouse greenhouse.com
gumroad gumroad.com
gusto gusto.com
hashicorp hashicorp.com
helpscout helpscout.com
hetzner hetzner.com
hostinger hostinger.com
hotjar hotjar.com
hp hp.com
hsbc hsbc.com
huawei huawei.com
hubspot hubspot.com
huggingface huggingface.co
ieee ieee.org
indeed indeed.com
instacart instacart.com
instagram instagram.com
intel intel.com
intercom intercom.com
intuit intuit.com
ionos ionos.com
jira atlassian.com/software/jira
keeper keepersecurity.com
kinsta kinsta.com
klarna klarna.com
lastpass lastpass.com
lenovo lenovo.com
lg lg.com
linear linear.app
loom loom.com
looker looker.com
lyft lyft.com
mailchimp mailchimp.com
mailgun mailgun.com
make make.com
mastercard mastercard.com
mercadopago mercadopago.com
messenger messenger.com
meta meta.com
metabase metabase.com
miro miro.com
mistralai mistral.ai
mixpanel mixpanel.com
mongodb mongodb.com
monzo monzo.com
mozilla mozilla.org
n26 n26.com
n8n n8n.io
namecheap namecheap.com
neon neon.tech
netflix netflix.com
netlify netlify.com
newrelic newrelic.com
notion notion.so
nubank nubank.com.br
nutanix nutanix.com
nvidia nvidia.com
okta okta.com
opera opera.com
orange orange.com
ovh ovhcloud.com
pagerduty pagerduty.com
paloaltonetworks paloaltonetworks.com
pantheon pantheon.io
patreon patreon.com
paddle paddle.com
paypal paypal.com
perplexity perplexity.ai
pinterest pinterest.com
planetscale planetscale.com
posthog posthog.com
prismic prismic.io
proton proton.me
pusher pusher.com
qualcomm qualcomm.com
qualtrics qualtrics.com
quickbooks quickbooks.intuit.com
razorpay razorpay.com
reddit reddit.com
redhat redhat.com
redis redis.io
replicate replicate.com
retool retool.com
revolut revolut.com
robinhood robinhood.com
samsung samsung.com
sanity sanity.io
sap sap.com
scaleway scaleway.com
sentry sentry.io
shopify shopify.com
shopware shopware.com
signal signal.org
singlestore singlestore.com
sitecore sitecore.com
snapchat snapchat.com
snowflake snowflake.com
sony sony.com
splunk splunk.com
spotify spotify.com
square squareup.com
squarespace squarespace.com
storyblok storyblok.com
strapi strapi.io
stripe stripe.com
substack substack.com
sumologic sumologic.com
supabase supabase.com
surveymonkey surveymonkey.com
telegram telegram.org
terraform terraform.io
tiktok tiktok.com
timescale timescale.com
todoist todoist.com
toptal toptal.com
trello trello.com
tripadvisor tripadvisor.com
trustpilot trustpilot.com
twitch twitch.tv
typeform typeform.com
uber uber.com
udemy udemy.com
upwork upwork.com
vercel vercel.com
vimeo vimeo.com
visa visa.com
vmware vmware.com
vodafone vodafone.com
vonage vonage.com
vultr vultr.com
wasabi wasabi.com
webflow webflow.com
wellsfargo wellsfargo.com
whatsapp whatsapp.com
wise wise.com
wistia wistia.com
wix wix.com
woocommerce woocommerce.com
wordpress wordpress.com
wpengine wpengine.com
x x.com
xero xero.com
ycombinator ycombinator.com
youtube youtube.com
zendesk zendesk.com
zoho zoho.com
zoom zoom.us
=Adobe|adobe.com
=Amazon|amazon.com
=Amazon Web Services|aws.amazon.com
=Amplitude|amplitude.com
=Box Inc.|box.com
=Braze|braze.com
=Chargebee|chargebee.com
=CrowdStrike|crowdstrike.com
=Customer.io|customer.io
=Deloitte|deloitte.com
=DocuSign|docusign.com
=Fivetran|fivetran.com
=Freshworks|freshworks.com
=FullStory|fullstory.com
=Heroku|heroku.com
=IBM|ibm.com
=Klaviyo|klaviyo.com
=KPMG|kpmg.com
=LaunchDarkly|launchdarkly.com
=LinkedIn|linkedin.com
=Microsoft|microsoft.com
=Microsoft Azure|azure.microsoft.com
=Microsoft 365|microsoft365.com
=monday.com|monday.com
=OpenAI|openai.com
=Oracle|oracle.com
=Pendo|pendo.io
=Plaid|plaid.com
=Postmark|postmarkapp.com
=PwC|pwc.com
=Rippling|rippling.com
=Salesforce|salesforce.com
=Segment|segment.com
=SendGrid|sendgrid.com
=SentinelOne|sentinelone.com
=ServiceNow|servicenow.com
=Slack|slack.com
=Tableau|tableau.com
=Twilio|twilio.com
=Workday|workday.com
=Zscaler|zscaler.com
`;
