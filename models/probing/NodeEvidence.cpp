#include "probing/NodeEvidence.h"

#include "probing/ProbeComparison.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace cg {

namespace {

QString valueText(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QLocale::c().toString(v.toDouble(), 'g', 6);
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {};
}

QString number(double v, int decimals)
{
    return QLocale::c().toString(v, 'f', decimals);
}

const ProbeDevice *deviceById(const ProbeReport &probe, const QString &id)
{
    for (const ProbeDevice &d : probe.devices)
        if (d.id == id)
            return &d;
    return nullptr;
}

const GpuModelRecord *modelByKey(const QList<GpuModelRecord> &models, const QString &key)
{
    for (const GpuModelRecord &m : models)
        if (!key.isEmpty() && m.key == key)
            return &m;
    return nullptr;
}

EvidenceCheck offerCheck(const char *key, const QString &device, const QString &source)
{
    EvidenceCheck c;
    c.key = QLatin1String(key);
    c.device = device;
    c.source = source;
    return c;
}

void gradeFigure(EvidenceCheck &c, const ProbeReport &probe, const GpuModelRecord *model, const QString &offerName)
{
    const bool fp32 = c.key == QLatin1String("bench.fp32_tflops");
    const bool bandwidth = c.key == QLatin1String("bench.copy_gbps") || c.key == QLatin1String("bench.triad_gbps");
    if (!fp32 && !bandwidth)
        return;
    const ProbeDevice *d = deviceById(probe, c.device);
    if (d && !d->isGpu()) {
        c.reason = QStringLiteral("measured on %1, a CPU or software device, not the GPU").arg(d->name);
        return;
    }
    std::optional<double> peak;
    if (model)
        peak = fp32 ? model->fp32Tflops : model->memoryBandwidthGBs;
    bool ok = false;
    const double measured = QLocale::c().toDouble(c.observed, &ok);
    if (!model || !peak || !ok) {
        c.reason = !model ? QStringLiteral("the offer's GPU has no datasheet in the catalog")
                          : QStringLiteral("the datasheet of %1 states no %2")
                                .arg(model->name, fp32 ? QStringLiteral("FP32") : QStringLiteral("bandwidth"));
        return;
    }
    const double floor = fp32 ? kFp32Floor : kBandwidthFloor;
    const QString unit = fp32 ? QStringLiteral("TFLOPS") : QStringLiteral("GB/s");
    const double fraction = measured / *peak;
    c.expected = QStringLiteral("≥ %1 %2 (%3 % of %4)")
                     .arg(number(floor * *peak, fp32 ? 1 : 0), unit, number(floor * 100, 0), number(*peak, fp32 ? 1 : 0));
    c.source = model->sourceUrl.isEmpty() ? QStringLiteral("datasheet of %1 (%2)").arg(model->name, offerName) : model->sourceUrl;
    c.status = fraction >= floor ? QStringLiteral("pass") : QStringLiteral("warn");
    c.reason = QStringLiteral("%1 % of the datasheet's %2 %3; the floor is the probe's own goal, not a figure the provider promised")
                   .arg(number(fraction * 100, 1), number(*peak, fp32 ? 1 : 0), unit);
}

} // namespace

std::optional<AcceptanceInput> readAcceptanceDocument(const QByteArray &json, QString *error)
{
    auto refuse = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (json.size() > kMaxProbeDocumentBytes)
        return refuse(
            QStringLiteral("the file is over %1 MiB; an acceptance document is a few hundred KB").arg(kMaxProbeDocumentBytes >> 20));
    QJsonParseError pe {};
    const QJsonDocument d = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !d.isObject())
        return refuse(QStringLiteral("not a JSON object (%1 at byte %2)").arg(pe.errorString()).arg(pe.offset));
    const QJsonObject o = d.object();
    const QString schema = o.value(QLatin1String("schema")).toString();
    if (schema.startsWith(QLatin1String("cloudgauge-probe/")))
        return refuse(QStringLiteral("this is a probe document (%1), not an acceptance run; make one on the node with "
                                     "cloudgauge-probe --acceptance quick|standard --offer PROVIDER:INSTANCE_TYPE")
                          .arg(schema));
    if (schema != QLatin1String("cloudgauge-acceptance/1") && !schema.startsWith(QLatin1String("cloudgauge-acceptance/1.")))
        return refuse(QStringLiteral("schema '%1' is not cloudgauge-acceptance/1").arg(schema));
    AcceptanceInput in;
    in.run.format = QStringLiteral("probe");
    in.run.level = o.value(QLatin1String("level")).toString();
    in.run.host = o.value(QLatin1String("host")).toString();
    in.run.measuredAt = o.value(QLatin1String("finished_at")).toString();
    if (in.run.measuredAt.isEmpty())
        return refuse(QStringLiteral("the document has no finished_at: when the node was measured is unknown"));
    const QJsonObject offer = o.value(QLatin1String("offer")).toObject();
    in.offerProvider = offer.value(QLatin1String("provider")).toString();
    in.offerInstanceType = offer.value(QLatin1String("instance_type")).toString();
    for (const auto &v : o.value(QLatin1String("gpus")).toArray())
        in.gpuIds.append(v.toString());
    if (!o.value(QLatin1String("checks")).isArray())
        return refuse(QStringLiteral("the document has no checks"));
    static const QStringList statuses { QStringLiteral("pass"), QStringLiteral("warn"), QStringLiteral("fail"), QStringLiteral("skipped") };
    const QJsonArray checks = o.value(QLatin1String("checks")).toArray();
    for (qsizetype i = 0; i < checks.size(); ++i) {
        const QJsonObject c = checks.at(i).toObject();
        EvidenceCheck e;
        e.key = c.value(QLatin1String("key")).toString();
        e.status = c.value(QLatin1String("status")).toString();
        if (e.key.isEmpty())
            return refuse(QStringLiteral("check %1 has no key").arg(i + 1));
        if (!statuses.contains(e.status))
            return refuse(QStringLiteral("check %1 (%2) has status '%3', not pass, warn, fail or skipped").arg(i + 1).arg(e.key, e.status));
        e.device = c.value(QLatin1String("device")).toString();
        e.observed = valueText(c.value(QLatin1String("observed")));
        e.expected = valueText(c.value(QLatin1String("expected")));
        e.source = c.value(QLatin1String("source")).toString();
        e.reason = c.value(QLatin1String("reason")).toString();
        e.reproduce = c.value(QLatin1String("reproduce")).toString();
        in.run.checks.append(e);
    }
    QString probeError;
    const std::optional<ProbeReport> probe
        = parseProbeReport(QJsonDocument(o.value(QLatin1String("probe")).toObject()).toJson(QJsonDocument::Compact), &probeError);
    if (!probe)
        return refuse(QStringLiteral("its probe document: %1").arg(probeError));
    in.probe = *probe;
    return in;
}

void gradeAgainstOffer(AcceptanceInput &input, const OfferView &offer, const QList<GpuModelRecord> &models, const GpuIdentity &identity)
{
    const GpuModelRecord *model = modelByKey(models, offer.gpuKey);
    const QString offerName = QStringLiteral("%1 %2").arg(offer.providerKey, offer.instanceType);
    const QString modelName = model ? model->name : offer.gpuName.isEmpty() ? QStringLiteral("its GPU") : offer.gpuName;
    QList<const ProbeDevice *> gpus;
    for (const QString &id : std::as_const(input.gpuIds))
        if (const ProbeDevice *d = deviceById(input.probe, id))
            gpus.append(d);

    QList<EvidenceCheck> graded;
    EvidenceCheck count = offerCheck("offer.gpu_count", QString(), offerName);
    count.observed = QString::number(gpus.size());
    count.reproduce = QStringLiteral("nvidia-smi -L");
    if (!offer.gpuCount) {
        count.status = QStringLiteral("skipped");
        count.reason = QStringLiteral("the offer does not state how many GPUs it has");
    } else if (*offer.gpuCount < 1) {
        count.expected = number(*offer.gpuCount, 3);
        count.status = QStringLiteral("skipped");
        count.reason = QStringLiteral("the offer sells a share of a GPU");
    } else {
        const int expected = qRound(*offer.gpuCount);
        count.expected = QString::number(expected);
        count.status = gpus.size() == expected ? QStringLiteral("pass")
            : gpus.size() < expected           ? QStringLiteral("fail")
                                               : QStringLiteral("warn");
        count.reason = gpus.size() == expected ? QStringLiteral("%1 GPU(s), as the offer states").arg(expected)
            : gpus.size() < expected           ? QStringLiteral("%1 GPU(s) found; the offer promises %2").arg(gpus.size()).arg(expected)
                                     : QStringLiteral("%1 GPU(s) found, more than the %2 the offer states").arg(gpus.size()).arg(expected);
    }
    graded.append(count);

    for (const ProbeDevice *d : std::as_const(gpus)) {
        const std::optional<double> gib = d->memoryTotalMib ? std::optional<double>(*d->memoryTotalMib / 1024.0) : std::nullopt;
        const GpuMatch match = identity.resolve(d->name, variantHint(*d), gib);
        EvidenceCheck m = offerCheck("offer.gpu_model", d->id, offerName);
        m.observed = d->name;
        m.expected = modelName;
        m.reproduce = QStringLiteral("nvidia-smi -i %1 --query-gpu=name,pci.device_id,memory.total --format=csv").arg(d->index);
        if (offer.gpuKey.isEmpty()) {
            m.status = QStringLiteral("skipped");
            m.reason = QStringLiteral("the offer's GPU is not mapped to a catalog model");
        } else if (match.key.isEmpty()) {
            m.status = QStringLiteral("warn");
            m.reason = QStringLiteral("not recognised as a catalog GPU (%1)").arg(match.reason);
        } else if (match.key == offer.gpuKey) {
            m.status = QStringLiteral("pass");
            m.reason = QStringLiteral("the model the offer promises");
        } else {
            const GpuModelRecord *found = modelByKey(models, match.key);
            m.status = QStringLiteral("fail");
            m.reason = QStringLiteral("found %1, not the %2 the offer promises").arg(found ? found->name : match.key, modelName);
        }
        graded.append(m);

        EvidenceCheck mem = offerCheck("offer.gpu_memory", d->id, model && !model->sourceUrl.isEmpty() ? model->sourceUrl : offerName);
        mem.reproduce = QStringLiteral("nvidia-smi -i %1 --query-gpu=memory.total --format=csv").arg(d->index);
        if (gib)
            mem.observed = QStringLiteral("%1 GiB").arg(number(*gib, 1));
        if (!model || !model->memoryGb) {
            mem.status = QStringLiteral("skipped");
            mem.reason = QStringLiteral("the catalog has no memory size for %1").arg(modelName);
        } else if (!gib) {
            mem.expected = QStringLiteral("%1 GB").arg(number(*model->memoryGb, 0));
            mem.status = QStringLiteral("skipped");
            mem.reason = QStringLiteral("the probe could not read this GPU's memory");
        } else {
            mem.expected = QStringLiteral("%1 GB").arg(number(*model->memoryGb, 0));
            const bool enough = *gib >= kMemoryFloor * *model->memoryGb;
            mem.status = enough ? QStringLiteral("pass") : QStringLiteral("fail");
            mem.reason = enough ? QStringLiteral("the datasheet's size (HBM sizes are binary: GB read as GiB)")
                                : QStringLiteral("%1 GiB is less than %2 % of the datasheet's %3 GB")
                                      .arg(number(*gib, 1), number(kMemoryFloor * 100, 0), number(*model->memoryGb, 0));
        }
        graded.append(mem);
    }

    QList<EvidenceCheck> out;
    for (EvidenceCheck c : std::as_const(input.run.checks)) {
        if (c.key == QLatin1String("gpu.inventory") && c.status == QLatin1String("skipped")) {
            out.append(graded); // the offer's checks stand where the node could not judge
            graded.clear();
            continue;
        }
        if (c.status == QLatin1String("skipped"))
            gradeFigure(c, input.probe, model, offerName);
        out.append(c);
    }
    out.append(graded); // a document without gpu.inventory: at the end
    input.run.checks = out;
}

} // namespace cg
