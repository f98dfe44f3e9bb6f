#include "DetailsPane.h"

#include "assess/AssessmentActions.h"
#include "core/Tier.h"
#include "scoring/OfferDetails.h"
#include "scoring/RankingSession.h"

#include <QDesktopServices>
#include <QUrlQuery>

namespace cg {

DetailsPane::DetailsPane(const RankingSession &session, AssessmentActions &assessments, QWidget *parent)
    : QTextBrowser(parent)
    , m_session(session)
    , m_assessments(assessments)
{
    setOpenLinks(false); // web links go to the browser; "cloudgauge:assess?provider=KEY" opens the editor
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("cloudgauge") && url.path() == QLatin1String("assess"))
            m_assessments.openEditor(QUrlQuery(url).queryItemValue(QStringLiteral("provider")));
        else if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
            QDesktopServices::openUrl(url);
    });
}

void DetailsPane::showOffer(int row, const QString &scenarioName, const QString &needName)
{
    if (row < 0 || row >= m_session.offers().size()) {
        setHtml(OfferDetails::placeholderHtml());
        return;
    }
    const QString &provider = m_session.offers().at(row).providerKey;
    DetailsContext context;
    context.scenarioName = scenarioName;
    context.needName = needName;
    context.assessedCount = m_assessments.assessedCount(provider);
    const bool tierPoints = Tier::fromName(m_session.snapshot().ratings.value(provider).tier).points().has_value();
    for (int c = 0; c < kCriterionCount; ++c) {
        if (!isCategory(Criterion(c)))
            continue;
        CategoryOrigin &origin = context.origins[size_t(c)];
        switch (m_assessments.origin(provider, Criterion(c), tierPoints)) {
        case AssessmentActions::Origin::Assessed: {
            const auto a = m_assessments.assessment(provider, Criterion(c));
            origin.kind = CategoryOrigin::Kind::Assessed;
            origin.assessedOn = a->assessedOn;
            origin.sourceUrl = a->sourceUrl;
            break;
        }
        case AssessmentActions::Origin::TierDefault:
            origin.kind = CategoryOrigin::Kind::TierDefault;
            break;
        case AssessmentActions::Origin::Tier:
            origin.kind = CategoryOrigin::Kind::Tier;
            break;
        case AssessmentActions::Origin::NoData:
            origin.kind = CategoryOrigin::Kind::NoData;
            break;
        }
    }
    setHtml(OfferDetails::html(m_session, row, context));
}

} // namespace cg
