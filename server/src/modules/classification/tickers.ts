/**
 * The shipped ticker classification table: common US-listed ETFs and mutual funds, each with its
 * Morningstar-style category and the asset class of the global default assumption set it is modelled as
 * (ids of server/src/modules/assumptions/defaultAssumptions.ts). Mid caps count as small cap, total-market
 * funds as large cap, and every bond sector but TIPS as US aggregate bonds: the default set has eight classes.
 * Names are the funds' names as published by their sponsors; site administrators edit the table.
 */
type Row = [ticker: string, name: string, category: string];

const byClass: Record<string, { equity: boolean; rows: Row[] }> = {
  US_LARGE_CAP: {
    equity: true,
    rows: [
      ['VTI', 'Vanguard Total Stock Market ETF', 'Large Blend'],
      ['VOO', 'Vanguard S&P 500 ETF', 'Large Blend'],
      ['SPY', 'SPDR S&P 500 ETF Trust', 'Large Blend'],
      ['IVV', 'iShares Core S&P 500 ETF', 'Large Blend'],
      ['SPLG', 'SPDR Portfolio S&P 500 ETF', 'Large Blend'],
      ['QQQ', 'Invesco QQQ Trust', 'Large Growth'],
      ['SCHD', 'Schwab U.S. Dividend Equity ETF', 'Large Value'],
      ['VIG', 'Vanguard Dividend Appreciation ETF', 'Large Blend'],
      ['VYM', 'Vanguard High Dividend Yield ETF', 'Large Value'],
      ['VUG', 'Vanguard Growth ETF', 'Large Growth'],
      ['VTV', 'Vanguard Value ETF', 'Large Value'],
      ['MGK', 'Vanguard Mega Cap Growth ETF', 'Large Growth'],
      ['SCHB', 'Schwab U.S. Broad Market ETF', 'Large Blend'],
      ['SCHX', 'Schwab U.S. Large-Cap ETF', 'Large Blend'],
      ['ITOT', 'iShares Core S&P Total U.S. Stock Market ETF', 'Large Blend'],
      ['IWB', 'iShares Russell 1000 ETF', 'Large Blend'],
      ['IWF', 'iShares Russell 1000 Growth ETF', 'Large Growth'],
      ['IWD', 'iShares Russell 1000 Value ETF', 'Large Value'],
      ['RSP', 'Invesco S&P 500 Equal Weight ETF', 'Large Blend'],
      ['DIA', 'SPDR Dow Jones Industrial Average ETF Trust', 'Large Value'],
      ['VTSAX', 'Vanguard Total Stock Market Index Fund Admiral Shares', 'Large Blend'],
      ['VFIAX', 'Vanguard 500 Index Fund Admiral Shares', 'Large Blend'],
      ['VIGAX', 'Vanguard Growth Index Fund Admiral Shares', 'Large Growth'],
      ['VVIAX', 'Vanguard Value Index Fund Admiral Shares', 'Large Value'],
      ['FXAIX', 'Fidelity 500 Index Fund', 'Large Blend'],
      ['FSKAX', 'Fidelity Total Market Index Fund', 'Large Blend'],
      ['FZROX', 'Fidelity ZERO Total Market Index Fund', 'Large Blend'],
      ['SWPPX', 'Schwab S&P 500 Index Fund', 'Large Blend'],
      ['SWTSX', 'Schwab Total Stock Market Index Fund', 'Large Blend'],
    ],
  },
  US_SMALL_CAP: {
    equity: true,
    rows: [
      ['IWM', 'iShares Russell 2000 ETF', 'Small Blend'],
      ['VB', 'Vanguard Small-Cap ETF', 'Small Blend'],
      ['IJR', 'iShares Core S&P Small-Cap ETF', 'Small Blend'],
      ['SCHA', 'Schwab U.S. Small-Cap ETF', 'Small Blend'],
      ['VBR', 'Vanguard Small-Cap Value ETF', 'Small Value'],
      ['VBK', 'Vanguard Small-Cap Growth ETF', 'Small Growth'],
      ['AVUV', 'Avantis U.S. Small Cap Value ETF', 'Small Value'],
      ['VSMAX', 'Vanguard Small-Cap Index Fund Admiral Shares', 'Small Blend'],
      ['VO', 'Vanguard Mid-Cap ETF', 'Mid-Cap Blend'],
      ['IJH', 'iShares Core S&P Mid-Cap ETF', 'Mid-Cap Blend'],
      ['MDY', 'SPDR S&P MidCap 400 ETF Trust', 'Mid-Cap Blend'],
      ['VIMAX', 'Vanguard Mid-Cap Index Fund Admiral Shares', 'Mid-Cap Blend'],
      ['FSMAX', 'Fidelity Extended Market Index Fund', 'Mid-Cap Blend'],
    ],
  },
  INTL_DEVELOPED: {
    equity: true,
    rows: [
      ['VEA', 'Vanguard FTSE Developed Markets ETF', 'Foreign Large Blend'],
      ['EFA', 'iShares MSCI EAFE ETF', 'Foreign Large Blend'],
      ['IEFA', 'iShares Core MSCI EAFE ETF', 'Foreign Large Blend'],
      ['VXUS', 'Vanguard Total International Stock ETF', 'Foreign Large Blend'],
      ['IXUS', 'iShares Core MSCI Total International Stock ETF', 'Foreign Large Blend'],
      ['SCHF', 'Schwab International Equity ETF', 'Foreign Large Blend'],
      ['VGK', 'Vanguard FTSE Europe ETF', 'Europe Stock'],
      ['EWJ', 'iShares MSCI Japan ETF', 'Japan Stock'],
      ['VTIAX', 'Vanguard Total International Stock Index Fund Admiral Shares', 'Foreign Large Blend'],
      ['VTMGX', 'Vanguard Developed Markets Index Fund Admiral Shares', 'Foreign Large Blend'],
      ['FTIHX', 'Fidelity Total International Index Fund', 'Foreign Large Blend'],
      ['FSPSX', 'Fidelity International Index Fund', 'Foreign Large Blend'],
      ['SWISX', 'Schwab International Index Fund', 'Foreign Large Blend'],
    ],
  },
  EMERGING_MARKETS: {
    equity: true,
    rows: [
      ['VWO', 'Vanguard FTSE Emerging Markets ETF', 'Diversified Emerging Mkts'],
      ['EEM', 'iShares MSCI Emerging Markets ETF', 'Diversified Emerging Mkts'],
      ['IEMG', 'iShares Core MSCI Emerging Markets ETF', 'Diversified Emerging Mkts'],
      ['SCHE', 'Schwab Emerging Markets Equity ETF', 'Diversified Emerging Mkts'],
      ['VEMAX', 'Vanguard Emerging Markets Stock Index Fund Admiral Shares', 'Diversified Emerging Mkts'],
      ['FPADX', 'Fidelity Emerging Markets Index Fund', 'Diversified Emerging Mkts'],
    ],
  },
  US_AGG_BONDS: {
    equity: false,
    rows: [
      ['BND', 'Vanguard Total Bond Market ETF', 'Intermediate Core Bond'],
      ['AGG', 'iShares Core U.S. Aggregate Bond ETF', 'Intermediate Core Bond'],
      ['SCHZ', 'Schwab U.S. Aggregate Bond ETF', 'Intermediate Core Bond'],
      ['BIV', 'Vanguard Intermediate-Term Bond ETF', 'Intermediate Core Bond'],
      ['VBTLX', 'Vanguard Total Bond Market Index Fund Admiral Shares', 'Intermediate Core Bond'],
      ['FXNAX', 'Fidelity U.S. Bond Index Fund', 'Intermediate Core Bond'],
      ['SWAGX', 'Schwab U.S. Aggregate Bond Index Fund', 'Intermediate Core Bond'],
      ['BNDX', 'Vanguard Total International Bond ETF', 'Global Bond-USD Hedged'],
      ['BSV', 'Vanguard Short-Term Bond ETF', 'Short-Term Bond'],
      ['SHY', 'iShares 1-3 Year Treasury Bond ETF', 'Short Government'],
      ['VGSH', 'Vanguard Short-Term Treasury ETF', 'Short Government'],
      ['IEF', 'iShares 7-10 Year Treasury Bond ETF', 'Intermediate Government'],
      ['VGIT', 'Vanguard Intermediate-Term Treasury ETF', 'Intermediate Government'],
      ['TLT', 'iShares 20+ Year Treasury Bond ETF', 'Long Government'],
      ['VGLT', 'Vanguard Long-Term Treasury ETF', 'Long Government'],
      ['LQD', 'iShares iBoxx $ Investment Grade Corporate Bond ETF', 'Corporate Bond'],
      ['VCIT', 'Vanguard Intermediate-Term Corporate Bond ETF', 'Corporate Bond'],
      ['HYG', 'iShares iBoxx $ High Yield Corporate Bond ETF', 'High Yield Bond'],
      ['JNK', 'SPDR Bloomberg High Yield Bond ETF', 'High Yield Bond'],
      ['MUB', 'iShares National Muni Bond ETF', 'Muni National Interm'],
      ['VTEB', 'Vanguard Tax-Exempt Bond ETF', 'Muni National Interm'],
    ],
  },
  TIPS: {
    equity: false,
    rows: [
      ['TIP', 'iShares TIPS Bond ETF', 'Inflation-Protected Bond'],
      ['SCHP', 'Schwab U.S. TIPS ETF', 'Inflation-Protected Bond'],
      ['VTIP', 'Vanguard Short-Term Inflation-Protected Securities ETF', 'Inflation-Protected Bond'],
      ['STIP', 'iShares 0-5 Year TIPS Bond ETF', 'Inflation-Protected Bond'],
      ['VAIPX', 'Vanguard Inflation-Protected Securities Fund Admiral Shares', 'Inflation-Protected Bond'],
    ],
  },
  CASH: {
    equity: false,
    rows: [
      ['BIL', 'SPDR Bloomberg 1-3 Month T-Bill ETF', 'Cash Equivalents'],
      ['SGOV', 'iShares 0-3 Month Treasury Bond ETF', 'Cash Equivalents'],
      ['SHV', 'iShares Short Treasury Bond ETF', 'Cash Equivalents'],
      ['VMFXX', 'Vanguard Federal Money Market Fund', 'Money Market-Taxable'],
      ['SPAXX', 'Fidelity Government Money Market Fund', 'Money Market-Taxable'],
      ['SWVXX', 'Schwab Value Advantage Money Fund', 'Money Market-Taxable'],
    ],
  },
  REITS: {
    equity: true,
    rows: [
      ['VNQ', 'Vanguard Real Estate ETF', 'Real Estate'],
      ['SCHH', 'Schwab U.S. REIT ETF', 'Real Estate'],
      ['IYR', 'iShares U.S. Real Estate ETF', 'Real Estate'],
      ['XLRE', 'Real Estate Select Sector SPDR Fund', 'Real Estate'],
      ['USRT', 'iShares Core U.S. REIT ETF', 'Real Estate'],
      ['VGSLX', 'Vanguard Real Estate Index Fund Admiral Shares', 'Real Estate'],
    ],
  },
};

export const SHIPPED_CLASSIFICATIONS = Object.entries(byClass).flatMap(([assetClass, { equity, rows }]) =>
  rows.map(([ticker, name, category]) => ({ ticker, name, category, assetClass, isEquity: equity, expenseRatio: null })));

/** Category -> asset class, used for tickers missing from the table (categories of the table, plus neighbours). */
export const SHIPPED_CATEGORY_MAPPINGS: Array<{ category: string; assetClass: string }> = [
  ...new Map([
    ...SHIPPED_CLASSIFICATIONS.map((c) => [c.category, c.assetClass] as const),
    ['Mid-Cap Growth', 'US_SMALL_CAP'], ['Mid-Cap Value', 'US_SMALL_CAP'],
    ['Foreign Large Growth', 'INTL_DEVELOPED'], ['Foreign Large Value', 'INTL_DEVELOPED'], ['Foreign Small/Mid Blend', 'INTL_DEVELOPED'],
    ['Intermediate Core-Plus Bond', 'US_AGG_BONDS'], ['Ultrashort Bond', 'CASH'], ['Emerging Markets Bond', 'US_AGG_BONDS'],
    ['Global Real Estate', 'REITS'],
  ]).entries(),
].map(([category, assetClass]) => ({ category, assetClass }));
