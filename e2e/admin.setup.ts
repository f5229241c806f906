import { test as setup } from '@playwright/test'
import { saveAdminToken, signInAdmin } from './adminToken'

setup('the local admin signs in once for every spec’s REST calls', async ({ request }) => {
  await saveAdminToken(await signInAdmin(request))
})
